import type { Db } from '@mahir/db';
import { orderRepository as orders } from '@mahir/db/repositories/order.repository';
import { orderFulfilmentRepository as claims } from '@mahir/db/repositories/order-fulfilment.repository';
import type { FulfilmentTable } from './fulfilment';

/**
 * Runs every declared fulfilment for every line of a paid order, each in its own transaction with a
 * `fulfilments` row as its receipt: a line and handler pair that already has one is skipped, so a
 * retried or replayed `order.paid` never fulfils twice. A failing handler rolls back alone and
 * fails the event, which the runner retries later.
 */
export async function fulfilOrder(db: Db, fulfilments: FulfilmentTable, orderId: number): Promise<void> {
  const order = await orders.findById(db, orderId);
  // A pay-link renewal grants nothing new: the renewal-payment handler extends the order it renews.
  if (!order || order.status !== 'paid' || order.renewal_of !== null) return;
  const lines = await orders.lines(db, orderId);
  const failures: string[] = [];
  for (const line of lines) {
    for (const { name, handle } of fulfilments.get(line.item_type) ?? []) {
      try {
        await db.transaction().execute(async (trx) => {
          const claimed = await claims.claim(trx, {
            orderId: order.id,
            orderItemId: line.id,
            handler: name,
          });
          if (!claimed) return;
          await handle(trx, { order, line });
        });
      } catch (err) {
        failures.push(`${name} on line ${line.id}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  if (failures.length) throw new Error(failures.join('; '));
}
