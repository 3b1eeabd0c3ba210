import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../connection';
import type { PrivacyAcceptanceTable } from './privacy.table';

export type PrivacyAcceptance = Selectable<PrivacyAcceptanceTable>;

/** The privacy notice acceptances of an account (PDPA 2010, issue 20). */
export const privacyRepository = {
  /** Logs one acceptance; the caller also sets `users.privacy_notice_version`, in the same transaction. */
  async recordAcceptance(db: Db, row: Insertable<PrivacyAcceptanceTable>): Promise<void> {
    await db.insertInto('privacy_acceptances').values(row).execute();
  },

  /** Every acceptance of the user, oldest first. */
  acceptancesOf(db: Db, userId: number): Promise<PrivacyAcceptance[]> {
    return db
      .selectFrom('privacy_acceptances')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('accepted_at')
      .orderBy('id')
      .execute();
  },
};
