import type { Db } from '@mahir/db';
import { earnOrderCommissions } from '@mahir/server/commissions/commission-earning';
import { clientsFor } from '../support/http-client';
import { coinOrder, firstCoinPack, orderServiceFor } from './money-fixtures';

/** The commission screens' users: the admin, the demo reseller, its sub-reseller, and a visitor. */
export function commissionClients(baseUrl: string) {
  return clientsFor(baseUrl, ['admin@demo.my', 'reseller@demo.my', 'subreseller@demo.my', null]);
}

/** A reseller row by its code. */
export function resellerByCode(db: Db, code: string) {
  return db.selectFrom('resellers').selectAll().where('reseller_code', '=', code).executeTakeFirstOrThrow();
}

/**
 * A paid order of `grandTotal` sen through `resellerId` (and optionally an affiliate), placed through
 * placeOrder and then set paid directly, so the commission handler can be run on chosen amounts.
 */
export async function paidOrderFor(
  db: Db,
  userId: number,
  grandTotal: number,
  resellerId: number | null,
  affiliateId: number | null = null,
  paidAt: string = new Date().toISOString(),
): Promise<number> {
  const pack = await firstCoinPack(db);
  const placed = await orderServiceFor(db).placeOrder(coinOrder(userId, pack));
  await db
    .updateTable('orders')
    .set({
      status: 'paid',
      grand_total: grandTotal,
      reseller_id: resellerId,
      affiliate_id: affiliateId,
      paid_at: paidAt,
    })
    .where('id', '=', placed.id)
    .execute();
  return placed.id;
}

/** Live commissions (not deleted or reversed) of an order, by reseller and kind. */
export function commissionsOf(db: Db, orderId: number) {
  return db
    .selectFrom('commissions')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('kind')
    .orderBy('reseller_id')
    .execute();
}

/**
 * A paid order of `grandTotal` sen through `resellerId`, paid at `paidAt`, with its commissions earned:
 * the order's id and number and its live commissions.
 */
export async function earnedCommissions(
  db: Db,
  userId: number,
  grandTotal: number,
  resellerId: number,
  paidAt?: string,
) {
  const orderId = await paidOrderFor(db, userId, grandTotal, resellerId, null, paidAt);
  await earnOrderCommissions(db, orderId);
  const order = await db
    .selectFrom('orders')
    .select('order_no')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { orderId, orderNo: order.order_no, rows: await commissionsOf(db, orderId) };
}

export function entriesOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('commission_entries')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

export { earnOrderCommissions };
