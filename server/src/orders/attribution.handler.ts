import type { Db } from '@mahir/db';

/**
 * Records who brought a paid order: the reseller (by code, resolved when the order was placed) and
 * the affiliate (by affiliate_id). Commissions read these rows; the unique (order, kind) key makes a
 * replay a no-op.
 */
export async function recordAttribution(db: Db, orderId: number): Promise<void> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'status', 'reseller_id', 'reseller_code', 'affiliate_id', 'grand_total'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.status !== 'paid') return;
  const rows = [];
  if (order.reseller_id !== null)
    rows.push({
      order_id: order.id,
      kind: 'reseller' as const,
      reseller_id: order.reseller_id,
      affiliate_id: null,
      code: order.reseller_code,
      amount: order.grand_total,
    });
  if (order.affiliate_id !== null)
    rows.push({
      order_id: order.id,
      kind: 'affiliate' as const,
      reseller_id: null,
      affiliate_id: order.affiliate_id,
      code: null,
      amount: order.grand_total,
    });
  if (!rows.length) return;
  await db
    .insertInto('order_attributions')
    .values(rows)
    .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
    .execute();
}
