import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { Database } from '../schema';
import type { DeletionRequestStatus, DeletionRequestTable, PrivacyAcceptanceTable } from './privacy.table';

export type PrivacyAcceptance = Selectable<PrivacyAcceptanceTable>;
export type DeletionRequest = Selectable<DeletionRequestTable>;

/** A deletion request as the back office lists it, with the account's current name and address. */
export interface DeletionRequestRow extends DeletionRequest {
  name: string;
  email: string;
}

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

  /**
   * Serializes one account's privacy writes inside the caller's transaction (two deletion requests, or a
   * request and its completion, one after the other). SQLite runs one writer at a time already.
   */
  async lockUser(trx: Transaction<Database>, userId: number): Promise<void> {
    const query = trx.selectFrom('users').select('id').where('id', '=', userId);
    await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  },

  /** The account's latest deletion request, if any. */
  latestDeletionOf(db: Db, userId: number): Promise<DeletionRequest | undefined> {
    return db
      .selectFrom('deletion_requests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async createDeletionRequest(db: Db, row: Insertable<DeletionRequestTable>): Promise<number> {
    const { id } = await db
      .insertInto('deletion_requests')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  },

  deletionRequest(db: Db, id: number): Promise<DeletionRequest | undefined> {
    return db.selectFrom('deletion_requests').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A page of requests (or the one `id`), waiting ones first, then the newest. */
  async deletionRequests(
    db: Db,
    opts: { page: number; perPage: number; status?: DeletionRequestStatus; id?: number },
  ): Promise<{ rows: DeletionRequestRow[]; total: number }> {
    let base = db.selectFrom('deletion_requests').innerJoin('users', 'users.id', 'deletion_requests.user_id');
    if (opts.status) base = base.where('deletion_requests.status', '=', opts.status);
    if (opts.id !== undefined) base = base.where('deletion_requests.id', '=', opts.id);
    const [rows, count] = await Promise.all([
      base
        .selectAll('deletion_requests')
        .select(['users.name', 'users.email'])
        .orderBy((eb) => eb.case().when('deletion_requests.status', '=', 'pending').then(0).else(1).end())
        .orderBy('deletion_requests.requested_at', 'desc')
        .orderBy('deletion_requests.id', 'desc')
        .limit(opts.perPage)
        .offset((opts.page - 1) * opts.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },

  /** Marks a waiting request completed; false when it was not waiting (completed already). */
  async completeDeletion(
    db: Db,
    id: number,
    at: { completed_at: string; completed_by: number },
  ): Promise<boolean> {
    const result = await db
      .updateTable('deletion_requests')
      .set({ ...at, status: 'completed', receipt_email: null, receipt_name: null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
