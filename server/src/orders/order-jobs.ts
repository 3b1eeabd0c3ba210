import type { Db } from '@mahir/db';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { writeEvent } from '../outbox/outbox';
import { markUnpaid } from './order-transition';

/** Expires pending orders whose time ran out and gives back the coins and points they reserved. */
export async function expireDueOrders(db: Db, now: Date, limit = 200): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now.toISOString())
    .orderBy('id')
    .limit(limit)
    .execute();
  let expired = 0;
  for (const order of due) {
    if (await db.transaction().execute((trx) => markUnpaid(trx, order, 'expired'))) expired++;
  }
  return expired;
}

/**
 * Ends recurring subscriptions the provider did not renew by their next payment date plus the grace
 * days: the order's recurring status becomes 'expired' and its subscriptions end.
 */
export async function expireUnrenewed(db: Db, now: Date, graceDays: number): Promise<number> {
  const cutoff = addDays(malaysiaDay(now), -graceDays);
  const due = await db
    .selectFrom('orders')
    .select(['id'])
    .where('recurring_status', '=', 'active')
    .where('next_payment_date', '<', cutoff)
    .execute();
  let ended = 0;
  for (const { id } of due) {
    const done = await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('orders')
        .set({ recurring_status: 'expired' })
        .where('id', '=', id)
        .where('recurring_status', '=', 'active')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('subscriptions')
        .set({ status: 'expired', ended_at: now.toISOString() })
        .where('order_id', '=', id)
        .where('status', 'in', ['active', 'pending_cancellation'])
        .execute();
      await writeEvent(trx, 'subscription.expired', { orderId: id });
      return true;
    });
    if (done) ended++;
  }
  return ended;
}
