import type { Updateable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import { rowById } from './row-lookup';

/** Writes a decision on an application still pending; false when it was decided meanwhile. */
async function decidePending(
  db: Db,
  id: number,
  decision: Updateable<Database['resellers']>,
): Promise<boolean> {
  const result = await db
    .updateTable('resellers')
    .set(decision)
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Reseller applications as the admin decides them. */
export const resellerApprovalRepository = {
  /** Applications waiting for a decision, oldest first, with the applicant and their bank. */
  pending(db: Db) {
    return db
      .selectFrom('resellers as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('banks as b', 'b.code', 'r.bank_name')
      .select([
        'r.id',
        'u.name',
        'u.email',
        'u.phone_no',
        'b.name as bank_label',
        'r.bank_name',
        'r.account_no',
        'r.account_holder',
        'r.created_at',
      ])
      .where('r.status', '=', 'pending')
      .orderBy('r.created_at')
      .orderBy('r.id')
      .execute();
  },

  find(db: Db, id: number) {
    return rowById(db, 'resellers', ['id', 'user_id', 'status', 'reseller_code'], id);
  },

  /** Moves a pending application to approved with its new code; false when it was decided meanwhile. */
  approve(db: Db, id: number, code: string, at: string): Promise<boolean> {
    return decidePending(db, id, { status: 'approved', reseller_code: code, decided_at: at });
  },

  /** Moves a pending application to declined with the reason; false when it was decided meanwhile. */
  decline(db: Db, id: number, reason: string, at: string): Promise<boolean> {
    return decidePending(db, id, { status: 'declined', decline_reason: reason, decided_at: at });
  },
};
