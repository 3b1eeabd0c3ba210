import type { Database } from '@mahir/db';
import { cartRepository } from '@mahir/db/repositories/cart.repository';
import { type OrderStatusFields, orderRepository } from '@mahir/db/repositories/order.repository';
import { isRenewingLine, renewsByLink } from '@mahir/shared/renewals/index';
import type { OrderState } from '@mahir/shared/rules/order-state';
import { canTransition } from '@mahir/shared/rules/order-state';
import { nextPaymentDate } from '@mahir/shared/rules/recurring-period';
import type { Transaction } from 'kysely';
import { writeEvent } from '../outbox/outbox';
import type { OrderRow } from './fulfilment';
import { releaseReserved } from './order-release';

/** Moves `order` from pending to `to` only if it is still pending; false when another writer won. */
async function moveFromPending(
  trx: Transaction<Database>,
  order: OrderRow,
  to: OrderState,
  set: OrderStatusFields,
): Promise<boolean> {
  if (!canTransition('pending', to)) return false;
  return orderRepository.moveFromPending(trx, order.id, to, set);
}

/**
 * Marks a pending order paid, takes its lines out of the buyer's carts and writes `order.paid` to the
 * outbox, all in the same transaction; fulfilment happens later, from the event. False (and nothing
 * written) when it was not pending.
 */
export async function markPaid(
  trx: Transaction<Database>,
  order: OrderRow,
  now: Date,
  providerRef: string | null,
): Promise<boolean> {
  const recurring =
    order.payment_method === 'senangpay_recurring' ||
    (order.renewal_of === null &&
      renewsByLink(order.payment_method) &&
      (await orderRepository.lines(trx, order.id)).some(isRenewingLine));
  const moved = await moveFromPending(trx, order, 'paid', {
    paid_at: now.toISOString(),
    provider_ref: providerRef,
    next_payment_date: recurring ? nextPaymentDate(now) : null,
    recurring_status: recurring ? 'active' : null,
  });
  if (!moved) return false;
  if (order.user_id !== null) await cartRepository.removeOrderedLines(trx, order.id, order.user_id);
  await writeEvent(trx, 'order.paid', { orderId: order.id });
  return true;
}

/** Ends a pending order as failed or expired and releases what it reserved. */
export async function markUnpaid(
  trx: Transaction<Database>,
  order: OrderRow,
  to: 'failed' | 'expired',
): Promise<boolean> {
  const moved = await moveFromPending(trx, order, to, {});
  if (!moved) return false;
  await releaseReserved(trx, order);
  await writeEvent(trx, to === 'failed' ? 'order.failed' : 'order.expired', { orderId: order.id });
  return true;
}
