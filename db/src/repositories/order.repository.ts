import type { Insertable, Selectable, Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database, OrderAttributionTable, OrderItemTable, OrderTable } from '../schema';
import { rowById, rowsOfOrder } from './row-lookup';

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderItemTable>;

/** What leaving pending may also set on the order. */
export type OrderStatusFields = Partial<
  Record<'paid_at' | 'provider_ref' | 'next_payment_date' | 'recurring_status', string | null>
>;

/** Orders and their lines, renewals and attributions: the order aggregate. */
export const orderRepository = {
  /** The order with this reference (`order_no`). */
  findByReference(db: Db, reference: string): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('order_no', '=', reference).executeTakeFirst();
  },

  /** The reference of the order with this reference, when there is one. */
  referenceOf(db: Db, reference: string): Promise<{ order_no: string } | undefined> {
    return db.selectFrom('orders').select('order_no').where('order_no', '=', reference).executeTakeFirst();
  },

  findById(db: Db, id: number): Promise<OrderRow | undefined> {
    return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** An order's lines, in order. */
  lines(db: Db, orderId: number): Promise<OrderLineRow[]> {
    return db.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  },

  /** An order's lines as the payment page lists them. */
  summaryLines(db: Db, orderId: number) {
    return rowsOfOrder(db, 'order_items', ['name', 'quantity', 'subtotal'], orderId);
  },

  /** The buyer's pending orders of a type, oldest first. */
  pendingOrders(trx: Transaction<Database>, userId: number, type: string): Promise<OrderRow[]> {
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
  },

  /**
   * The buyer's coins and points: the wallet plus what their pending orders of a type hold back, read in
   * one statement so a checkout committing meanwhile is seen either wholly or not at all.
   */
  async available(db: Db, userId: number, type: string): Promise<{ coins: number; points: number }> {
    const held = (column: 'coins_used' | 'points_used') =>
      db
        .selectFrom('orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(column), eb.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .where('type', '=', type)
        .where('status', '=', 'pending');
    const wallet = (column: 'coins' | 'points') =>
      db
        .selectFrom('wallets')
        .select((eb) => eb.fn.coalesce(eb.fn.max(column), eb.lit(0)).as('n'))
        .where('user_id', '=', userId);
    const row = await db
      .selectNoFrom(() => [
        wallet('coins').as('wallet_coins'),
        held('coins_used').as('held_coins'),
        wallet('points').as('wallet_points'),
        held('points_used').as('held_points'),
      ])
      .executeTakeFirst();
    return {
      coins: Number(row?.wallet_coins ?? 0) + Number(row?.held_coins ?? 0),
      points: Number(row?.wallet_points ?? 0) + Number(row?.held_points ?? 0),
    };
  },

  /** Gives a pending order a new expiry, for a buyer who goes back to pay it. */
  async extendExpiry(trx: Transaction<Database>, orderId: number, expiresAt: string): Promise<void> {
    await trx
      .updateTable('orders')
      .set({ expires_at: expiresAt })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .execute();
  },

  /** Writes a new order and its lines; the order as stored. */
  async insert(
    trx: Transaction<Database>,
    order: Insertable<OrderTable>,
    lines: ReadonlyArray<Omit<Insertable<OrderItemTable>, 'order_id'>>,
  ): Promise<OrderRow> {
    const row = await trx.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
    await trx
      .insertInto('order_items')
      .values(lines.map((l) => ({ ...l, order_id: row.id })))
      .execute();
    return row;
  },

  /** Records the provider's reference of the payment started for an order. */
  async setProviderRef(db: Db, orderId: number, providerRef: string): Promise<void> {
    await db.updateTable('orders').set({ provider_ref: providerRef }).where('id', '=', orderId).execute();
  },

  /** Moves an order from pending to `to` only if it is still pending; false when another writer won. */
  async moveFromPending(
    trx: Transaction<Database>,
    orderId: number,
    to: string,
    set: OrderStatusFields,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('orders')
      .set({ status: to, ...set })
      .where('id', '=', orderId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The unpaid pay-link renewal orders of a subscription order. */
  pendingRenewals(db: Db, parentId: number): Promise<OrderRow[]> {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('renewal_of', '=', parentId)
      .where('status', '=', 'pending')
      .orderBy('id')
      .execute();
  },

  /** Pending orders whose time ran out by `nowIso`, oldest first. */
  pendingExpiredBy(db: Db, nowIso: string, limit: number): Promise<OrderRow[]> {
    return db
      .selectFrom('orders')
      .selectAll()
      .where('status', '=', 'pending')
      .where('expires_at', '<=', nowIso)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /**
   * Ids of active card-recurring orders whose next payment date is before `cutoff` (`YYYY-MM-DD`), except
   * those a declined charge put on the dunning path (the renewal-dunning job expires those, and pay-link
   * renewals, after their own grace).
   */
  async unrenewedBefore(db: Db, cutoff: string): Promise<number[]> {
    const rows = await db
      .selectFrom('orders')
      .select(['id'])
      .where('recurring_status', '=', 'active')
      .where('payment_method', '=', 'senangpay_recurring')
      .where('next_payment_date', '<', cutoff)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('renewal_dunning')
              .select('renewal_dunning.id')
              .whereRef('renewal_dunning.order_id', '=', 'orders.id')
              .where('renewal_dunning.card_failed', '=', 1),
          ),
        ),
      )
      .execute();
    return rows.map((r) => r.id);
  },

  /**
   * Ends an active recurring order: its recurring status becomes 'expired' and its running subscriptions
   * end at `nowIso`; false when it was no longer active.
   */
  async endRecurring(trx: Transaction<Database>, orderId: number, nowIso: string): Promise<boolean> {
    const moved = await trx
      .updateTable('orders')
      .set({ recurring_status: 'expired' })
      .where('id', '=', orderId)
      .where('recurring_status', '=', 'active')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('subscriptions')
      .set({ status: 'expired', ended_at: nowIso })
      .where('order_id', '=', orderId)
      .where('status', 'in', ['active', 'pending_cancellation'])
      .execute();
    return true;
  },

  /**
   * Brings an expired subscription order back to life (a renewal paid after expiry): `recurring_status` back to
   * 'active' with its new next payment date, and the subscriptions its expiry ended active again. False (and
   * nothing changed) when the order is no longer expired.
   */
  async reviveRecurring(
    trx: Transaction<Database>,
    orderId: number,
    nextPaymentDate: string,
  ): Promise<boolean> {
    const moved = await trx
      .updateTable('orders')
      .set({ recurring_status: 'active', next_payment_date: nextPaymentDate })
      .where('id', '=', orderId)
      .where('recurring_status', '=', 'expired')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('subscriptions')
      .set({ status: 'active', ended_at: null, next_payment_date: nextPaymentDate })
      .where('order_id', '=', orderId)
      .where('status', '=', 'expired')
      .execute();
    return true;
  },

  /** Whether an approved cancellation exists for the order. */
  async cancellationConfirmed(trx: Transaction<Database>, orderId: number): Promise<boolean> {
    const cancelled = await trx
      .selectFrom('cancellation_requests')
      .select('id')
      .where('order_id', '=', orderId)
      .where('confirm', '=', 1)
      .executeTakeFirst();
    return cancelled !== undefined;
  },

  /** Records the renewal of one billing period; false when that period was already renewed. */
  async claimRenewal(
    trx: Transaction<Database>,
    r: { orderId: number; periodStart: string; provider: string; transactionId: string },
  ): Promise<boolean> {
    const period = await trx
      .insertInto('recurring_renewals')
      .values({
        order_id: r.orderId,
        period_start: r.periodStart,
        provider: r.provider,
        transaction_id: r.transactionId,
      })
      .onConflict((oc) => oc.columns(['order_id', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return period !== undefined;
  },

  /**
   * Moves the next payment date of an order and its live subscriptions from `from` to `to`; false (and
   * nothing moved) when the order's date is no longer `from`.
   */
  async moveNextPaymentDate(
    trx: Transaction<Database>,
    orderId: number,
    from: string,
    to: string,
  ): Promise<boolean> {
    const moved = await trx
      .updateTable('orders')
      .set({ next_payment_date: to })
      .where('id', '=', orderId)
      .where('next_payment_date', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('subscriptions')
      .set({ next_payment_date: to })
      .where('order_id', '=', orderId)
      .where('status', '!=', 'cancelled')
      .execute();
    return true;
  },

  /** Who brought a paid order: what attribution reads. */
  attributionSource(db: Db, orderId: number) {
    return rowById(
      db,
      'orders',
      ['id', 'status', 'reseller_id', 'reseller_code', 'affiliate_id', 'grand_total'],
      orderId,
    );
  },

  /** Writes an order's attributions; one per (order, kind), so a replay is a no-op. */
  async addAttributions(db: Db, rows: ReadonlyArray<Insertable<OrderAttributionTable>>): Promise<void> {
    if (!rows.length) return;
    await db
      .insertInto('order_attributions')
      .values([...rows])
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
      .execute();
  },

  /** The id of the reseller with this code. */
  async resellerIdByCode(db: Db, code: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('resellers')
      .select('id')
      .where('reseller_code', '=', code)
      .executeTakeFirst();
    return row?.id;
  },

  /** A reseller's own code by id (a partner coupon credits its reseller like their code). */
  async resellerCodeById(db: Db, resellerId: number): Promise<string | undefined> {
    const row = await db
      .selectFrom('resellers')
      .select('reseller_code')
      .where('id', '=', resellerId)
      .executeTakeFirst();
    return row?.reseller_code;
  },

  /** An affiliate and the user behind it. */
  affiliate(db: Db, affiliateId: number) {
    return rowById(db, 'affiliates', ['id', 'user_id'], affiliateId);
  },
};
