import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { Database } from '../schema';

type Trx = Transaction<Database>;
type Q = Db | Trx;

/** Pauses of subscription orders and the order fields a pause reads and moves. */
export const subscriptionPauseRepository = {
  /** The order's renewal fields, locked for update on PostgreSQL when read in a transaction. */
  async orderForPause(db: Q, orderId: number, lock = false) {
    let q = db
      .selectFrom('orders')
      .select(['id', 'user_id', 'status', 'next_payment_date', 'recurring_status'])
      .where('id', '=', orderId);
    if (lock && dialectOf(db) === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  },

  /** The order's pauses starting in `year` (`YYYY`), oldest first. */
  pausesInYear(db: Q, orderId: number, year: number) {
    return db
      .selectFrom('subscription_pauses')
      .select(['id', 'starts_on', 'ends_on', 'days'])
      .where('order_id', '=', orderId)
      .where('starts_on', '>=', `${year}-01-01`)
      .where('starts_on', '<=', `${year}-12-31`)
      .orderBy('starts_on')
      .execute();
  },

  /** A pause of the order not yet over on `today` (running or ahead), or undefined. */
  openPause(db: Q, orderId: number, today: string) {
    return db
      .selectFrom('subscription_pauses')
      .select(['id', 'starts_on', 'ends_on', 'days'])
      .where('order_id', '=', orderId)
      .where('ends_on', '>', today)
      .orderBy('starts_on')
      .executeTakeFirst();
  },

  async insert(
    trx: Trx,
    row: { orderId: number; userId: number; startsOn: string; endsOn: string; days: number; now: string },
  ) {
    await trx
      .insertInto('subscription_pauses')
      .values({
        order_id: row.orderId,
        user_id: row.userId,
        starts_on: row.startsOn,
        ends_on: row.endsOn,
        days: row.days,
        created_at: row.now,
      })
      .execute();
  },

  /** Ends a running pause on `endsOn` after `days` paused days (a resume). */
  async endPause(trx: Trx, id: number, endsOn: string, days: number) {
    await trx
      .updateTable('subscription_pauses')
      .set({ ends_on: endsOn, days })
      .where('id', '=', id)
      .execute();
  },

  /** Withdraws a pause not yet started. */
  async deletePause(trx: Trx, id: number) {
    await trx.deleteFrom('subscription_pauses').where('id', '=', id).execute();
  },

  /** Moves the order's next payment date (only while it is still `expected`). */
  async moveNextPayment(trx: Trx, orderId: number, expected: string, next: string): Promise<boolean> {
    const r = await trx
      .updateTable('orders')
      .set({ next_payment_date: next })
      .where('id', '=', orderId)
      .where('next_payment_date', '=', expected)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },
};
