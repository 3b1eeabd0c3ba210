import type { Db } from '@mahir/db';
import { orderRepository as orders } from '@mahir/db/repositories/order.repository';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { writeEvent } from '../outbox/outbox';
import { markUnpaid } from './order-transition';

/** Expires pending orders whose time ran out and gives back the coins and points they reserved. */
export async function expireDueOrders(db: Db, now: Date, limit = 200): Promise<number> {
  const due = await orders.pendingExpiredBy(db, now.toISOString(), limit);
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
  const due = await orders.unrenewedBefore(db, cutoff);
  let ended = 0;
  for (const id of due) {
    const done = await db.transaction().execute(async (trx) => {
      if (!(await orders.endRecurring(trx, id, now.toISOString()))) return false;
      await writeEvent(trx, 'subscription.expired', { orderId: id });
      return true;
    });
    if (done) ended++;
  }
  return ended;
}
