import type { Db } from '@mahir/db';
import { orderRepository as orders } from '@mahir/db/repositories/order.repository';

/**
 * Records who brought a paid order: the reseller (by code, resolved when the order was placed) and
 * the affiliate (by affiliate_id). Commissions read these rows; the unique (order, kind) key makes a
 * replay a no-op.
 */
export async function recordAttribution(db: Db, orderId: number): Promise<void> {
  const order = await orders.attributionSource(db, orderId);
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
  await orders.addAttributions(db, rows);
}
