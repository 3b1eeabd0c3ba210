import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { Database } from '../schema';
import type { RenewalDunningTable } from './renewal-dunning.table';
import { rowById, rowsOfOrder } from './row-lookup';

type Trx = Transaction<Database>;
type Q = Db | Trx;
export type RenewalDunningRow = Selectable<RenewalDunningTable>;

/** Renewals by pay link and the dunning of declined card renewals (issue 21): the SQL. */
export const renewalDunningRepository = {
  /**
   * Running subscription orders the dunning job looks at: pay-link orders due by `horizon` (`YYYY-MM-DD`,
   * the day a first reminder would be sent for), and card orders a declined charge put on the path.
   */
  async candidates(db: Db, horizon: string, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('orders')
      .leftJoin('renewal_dunning as d', 'd.order_id', 'orders.id')
      .select(['orders.id'])
      .where('orders.status', '=', 'paid')
      .where('orders.recurring_status', '=', 'active')
      .where('orders.renewal_of', 'is', null)
      .where('orders.next_payment_date', '<', horizon)
      .where((eb) =>
        eb.or([eb('orders.payment_method', '!=', 'senangpay_recurring'), eb('d.card_failed', '=', 1)]),
      )
      .orderBy('orders.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },

  /** The order's renewal fields, locked on PostgreSQL when read in a transaction. */
  async order(db: Q, orderId: number, lock = false) {
    let q = db
      .selectFrom('orders')
      .select([
        'id',
        'user_id',
        'order_no',
        'hashslug',
        'status',
        'payment_method',
        'next_payment_date',
        'recurring_status',
        'renewal_of',
        'grand_total',
      ])
      .where('id', '=', orderId);
    if (lock && dialectOf(db) === 'postgres') q = q.forUpdate();
    return q.executeTakeFirst();
  },

  find(db: Q, orderId: number): Promise<RenewalDunningRow | undefined> {
    return db.selectFrom('renewal_dunning').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  },

  /** Writes the order's dunning row (one per order). */
  async save(
    trx: Trx,
    row: {
      orderId: number;
      dueDate: string;
      status: string;
      lastDay: string;
      sent: string[];
      cardFailed: boolean;
      now: string;
    },
  ): Promise<void> {
    const values = {
      due_date: row.dueDate,
      status: row.status,
      last_day: row.lastDay,
      sent: JSON.stringify(row.sent),
      card_failed: row.cardFailed ? 1 : 0,
      updated_at: row.now,
    };
    await trx
      .insertInto('renewal_dunning')
      .values({ order_id: row.orderId, ...values })
      .onConflict((oc) => oc.column('order_id').doUpdateSet(values))
      .execute();
  },

  /** Forgets the order's dunning: its period was paid. */
  async clear(trx: Trx, orderId: number): Promise<void> {
    await trx.deleteFrom('renewal_dunning').where('order_id', '=', orderId).execute();
  },

  /** Who a subscription order was placed by and its address, for the pay-link order. */
  contact(db: Q, orderId: number) {
    return rowById(
      db,
      'orders',
      ['user_id', 'name', 'email', 'phone_no', 'address1', 'address2', 'postcode', 'city', 'state_id'],
      orderId,
    );
  },

  /** The recurring lines of a subscription order, to charge again on a pay-link order. */
  lines(db: Q, orderId: number) {
    return rowsOfOrder(
      db,
      'order_items',
      ['item_type', 'item_id', 'name', 'unit_price', 'quantity', 'discount', 'details'],
      orderId,
    );
  },

  /** The reference of the subscription order a pay-link order renews, or null. */
  async renewedOrderReference(db: Q, orderId: number): Promise<string | null> {
    const row = await db
      .selectFrom('orders as o')
      .innerJoin('orders as parent', 'parent.id', 'o.renewal_of')
      .select('parent.order_no')
      .where('o.id', '=', orderId)
      .executeTakeFirst();
    return row?.order_no ?? null;
  },

  /** The last paid pay-link order of a subscription order, for the buyer's and the admin's view. */
  lastPaidRenewal(db: Q, parentId: number) {
    return db
      .selectFrom('orders')
      .select(['order_no', 'paid_at', 'renewal_period'])
      .where('renewal_of', '=', parentId)
      .where('status', '=', 'paid')
      .orderBy('paid_at', 'desc')
      .executeTakeFirst();
  },
};
