import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import type { RefundLineTable, RefundTable } from './refund.table';

type Trx = Transaction<Database>;

/** Refunds that count: every one but those the provider refused. */
const COUNTING = ['pending', 'paid', 'to_pay'] as const;

/** An order as a refund reads it. */
export type RefundOrderRow = Awaited<ReturnType<typeof refundRepository.order>>;

/**
 * Refunds and what they undo: the order's lines with what earlier refunds gave back, the compare-and-set
 * that reserves an amount, the refund record and its lines, and the rows a refund reverses.
 */
export const refundRepository = {
  order(db: Db, reference: string) {
    return db
      .selectFrom('orders')
      .select([
        'id',
        'order_no',
        'user_id',
        'status',
        'payment_method',
        'subtotal',
        'discount_total',
        'coins_used',
        'points_used',
        'grand_total',
        'refunded_total',
        'paid_at',
      ])
      .where('order_no', '=', reference)
      .executeTakeFirst();
  },

  /** The order's lines with the sums of what counting refunds gave back and undid on each. */
  async lines(db: Db, orderId: number) {
    const lines = await db
      .selectFrom('order_items')
      .select(['id', 'item_type', 'item_id', 'name', 'quantity', 'subtotal', 'tax_type', 'tax_rate_bp'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    const sums = await db
      .selectFrom('refund_lines as l')
      .innerJoin('refunds as r', 'r.id', 'l.refund_id')
      .select((eb) => [
        'l.order_item_id',
        eb.fn.sum<number | string>('l.amount').as('refunded'),
        eb.fn.sum<number | string>('l.coins_reversed').as('coins_reversed'),
        eb.fn.sum<number | string>('l.days_removed').as('days_removed'),
      ])
      .where('r.order_id', '=', orderId)
      .where('r.status', 'in', COUNTING)
      .groupBy('l.order_item_id')
      .execute();
    const by = new Map(sums.map((s) => [s.order_item_id, s]));
    return lines.map((l) => {
      const s = by.get(l.id);
      return {
        ...l,
        refunded: Number(s?.refunded ?? 0),
        coins_reversed: Number(s?.coins_reversed ?? 0),
        days_removed: Number(s?.days_removed ?? 0),
      };
    });
  },

  /** What counting refunds to the original method gave back. */
  async refundedToOriginal(db: Db, orderId: number): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<number | string | null>('amount').as('n'))
      .where('order_id', '=', orderId)
      .where('destination', '=', 'original')
      .where('status', 'in', COUNTING)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /**
   * Moves `orders.refunded_total` from the value the refund read to the new one; false when another refund
   * moved it first (its plan is stale). On PostgreSQL the update waits for the other transaction's row lock,
   * then sees its value.
   */
  async claim(trx: Trx, orderId: number, expected: number, next: number): Promise<boolean> {
    const r = await trx
      .updateTable('orders')
      .set({ refunded_total: next })
      .where('id', '=', orderId)
      .where('refunded_total', '=', expected)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** Gives back a failed refund's reservation. */
  async release(trx: Trx, orderId: number, amount: number): Promise<void> {
    await trx
      .updateTable('orders')
      .set((eb) => ({ refunded_total: eb('refunded_total', '-', amount) }))
      .where('id', '=', orderId)
      .execute();
  },

  async insert(
    trx: Trx,
    row: Omit<Insertable<RefundTable>, 'number'>,
    number: (id: number) => string,
  ): Promise<{ id: number; number: string }> {
    const { id } = await trx
      .insertInto('refunds')
      .values({ ...row, number: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const n = number(id);
    await trx.updateTable('refunds').set({ number: n }).where('id', '=', id).execute();
    return { id, number: n };
  },

  async insertLines(trx: Trx, rows: Insertable<RefundLineTable>[]): Promise<void> {
    if (rows.length) await trx.insertInto('refund_lines').values(rows).execute();
  },

  /** Moves a refund from one status to another; false when it was not in `from`. */
  async settle(
    trx: Trx,
    id: number,
    from: RefundTable['status'],
    set: { status: RefundTable['status']; provider_ref?: string | null; settled_at?: string | null },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('refunds')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** What settled refunds of an order gave back (paid, or owed by bank transfer). */
  async settledTotal(db: Db, orderId: number): Promise<number> {
    const row = await db
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<number | string | null>('amount').as('n'))
      .where('order_id', '=', orderId)
      .where('status', 'in', ['paid', 'to_pay'])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  linesOf(db: Db, refundId: number) {
    return db
      .selectFrom('refund_lines')
      .selectAll()
      .where('refund_id', '=', refundId)
      .orderBy('id')
      .execute();
  },

  /** An order's refund by its number. */
  byNumber(db: Db, orderId: number, number: string) {
    return db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('number', '=', number)
      .executeTakeFirst();
  },

  byId(db: Db, id: number) {
    return db.selectFrom('refunds').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** A refund with its order's reference (what its credit note names). */
  withOrderReference(db: Db, id: number) {
    return db
      .selectFrom('refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .selectAll('r')
      .select('o.order_no as order_reference')
      .where('r.id', '=', id)
      .executeTakeFirst();
  },

  /** An order's refunds, oldest first, and their lines with the line names. */
  async ofOrder(db: Db, orderId: number) {
    const refunds = await db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
    const lines = refunds.length
      ? await db
          .selectFrom('refund_lines as l')
          .innerJoin('order_items as i', 'i.id', 'l.order_item_id')
          .select([
            'l.refund_id',
            'i.name',
            'l.amount',
            'l.tax',
            'l.coins_reversed',
            'l.days_removed',
            'l.seat_released',
            'l.shipment_cancelled',
          ])
          .where(
            'l.refund_id',
            'in',
            refunds.map((r) => r.id),
          )
          .orderBy('l.id')
          .execute()
      : [];
    return { refunds, lines };
  },

  /** The captured payment of an order a provider refund names (the latest paid payment message). */
  async capture(db: Db, orderId: number) {
    return db
      .selectFrom('payment_transactions')
      .select(['provider', 'transaction_id', 'amount'])
      .where('order_id', '=', orderId)
      .where('status', '=', 'paid')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  /** Who a line's coins went to and how many: its fulfilment's ledger entry. */
  coinGrant(db: Db, lineId: number) {
    return db
      .selectFrom('ledger_entries')
      .select(['user_id', 'amount'])
      .where('idempotency_key', 'in', [`fulfil:${lineId}:coins`, `fulfil:${lineId}:package-coins`])
      .executeTakeFirst();
  },

  /** The open subscriptions a course or package line gave (package lines through their order package). */
  subscriptions(db: Db, orderId: number, line: { item_type: string; item_id: number }) {
    let q = db
      .selectFrom('subscriptions')
      .select(['id', 'started_at', 'next_payment_date', 'ended_at'])
      .where('order_id', '=', orderId)
      .where('ended_at', 'is', null);
    if (line.item_type === 'course')
      q = q.where('course_id', '=', line.item_id).where('order_package_id', 'is', null);
    else
      q = q.where('order_package_id', 'in', (eb) =>
        eb
          .selectFrom('order_packages')
          .select('id')
          .where('order_id', '=', orderId)
          .where('package_id', '=', line.item_id),
      );
    return q.orderBy('id').execute();
  },

  async moveSubscriptionsEnd(trx: Trx, ids: number[], nextPaymentDate: string): Promise<void> {
    if (ids.length)
      await trx
        .updateTable('subscriptions')
        .set({ next_payment_date: nextPaymentDate })
        .where('id', 'in', ids)
        .execute();
  },

  async endSubscriptions(trx: Trx, ids: number[], at: string): Promise<void> {
    if (ids.length)
      await trx
        .updateTable('subscriptions')
        .set({ status: 'cancelled', is_unsubscribe: 1, ended_at: at, next_payment_date: null })
        .where('id', 'in', ids)
        .where('ended_at', 'is', null)
        .execute();
  },

  /** Stops a recurring order renewing (its line was refunded in full). */
  async stopRecurring(trx: Trx, orderId: number): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ recurring_status: 'cancelled' })
      .where('id', '=', orderId)
      .where('recurring_status', '=', 'active')
      .execute();
  },

  hasEventSeat(db: Db, orderId: number, eventId: number) {
    return db
      .selectFrom('event_registrations')
      .select('id')
      .where('order_id', '=', orderId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
  },

  async releaseEventSeat(trx: Trx, orderId: number, eventId: number): Promise<boolean> {
    const r = await trx
      .deleteFrom('event_registrations')
      .where('order_id', '=', orderId)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  },

  shipment(db: Db, orderItemId: number) {
    return db
      .selectFrom('shipments')
      .select(['id', 'status'])
      .where('order_item_id', '=', orderItemId)
      .executeTakeFirst();
  },

  async cancelShipment(trx: Trx, orderItemId: number): Promise<boolean> {
    const r = await trx
      .updateTable('shipments')
      .set({ status: 'cancelled' })
      .where('order_item_id', '=', orderItemId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  bank(db: Db, code: string) {
    return db.selectFrom('banks').select(['code', 'name']).where('code', '=', code).executeTakeFirst();
  },
};
