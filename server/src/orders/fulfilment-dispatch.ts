import type { Db } from '@mahir/db';
import type { FulfilmentTable } from './fulfilment';

/**
 * Runs every declared fulfilment for every line of a paid order, each in its own transaction with a
 * `fulfilments` row as its receipt: a line and handler pair that already has one is skipped, so a
 * retried or replayed `order.paid` never fulfils twice. A failing handler rolls back alone and
 * fails the event, which the runner retries later.
 */
export async function fulfilOrder(db: Db, fulfilments: FulfilmentTable, orderId: number): Promise<void> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.status !== 'paid') return;
  const lines = await db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  const failures: string[] = [];
  for (const line of lines) {
    for (const { name, handle } of fulfilments.get(line.item_type) ?? []) {
      try {
        await db.transaction().execute(async (trx) => {
          const claimed = await trx
            .insertInto('fulfilments')
            .values({ order_id: order.id, order_item_id: line.id, handler: name })
            .onConflict((oc) => oc.columns(['order_item_id', 'handler']).doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) !== 1) return;
          await handle(trx, { order, line });
        });
      } catch (err) {
        failures.push(`${name} on line ${line.id}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  }
  if (failures.length) throw new Error(failures.join('; '));
}
