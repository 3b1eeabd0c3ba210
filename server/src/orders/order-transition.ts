import type { Database } from '@mahir/db';
import type { OrderState } from '@mahir/shared/rules/order-state';
import { canTransition } from '@mahir/shared/rules/order-state';
import type { Kysely } from 'kysely';
import { writeEvent } from '../events/outbox';
import type { OrderRow } from './fulfilment-registry';
import { releaseReserved } from './order-release';

/** One calendar month after an ISO date, as YYYY-MM-DD (the day clamps to the month's end). */
export function nextMonthDate(from: Date): string {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + 1;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(from.getUTCDate(), last))).toISOString().slice(0, 10);
}

/** Moves `order` from pending to `to` only if it is still pending; false when another writer won. */
async function moveFromPending(
  trx: Kysely<Database>,
  order: OrderRow,
  to: OrderState,
  set: Partial<Record<'paid_at' | 'provider_ref' | 'next_payment_date' | 'recurring_status', string | null>>,
): Promise<boolean> {
  if (!canTransition('pending', to)) return false;
  const result = await trx
    .updateTable('orders')
    .set({ status: to, ...set })
    .where('id', '=', order.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Marks a pending order paid and writes `order.paid` to the outbox in the same transaction;
 * fulfilment happens later, from the event. False (and nothing written) when it was not pending.
 */
export async function markPaid(
  trx: Kysely<Database>,
  order: OrderRow,
  now: Date,
  providerRef: string | null,
): Promise<boolean> {
  const recurring = order.payment_method === 'senangpay_recurring';
  const moved = await moveFromPending(trx, order, 'paid', {
    paid_at: now.toISOString(),
    provider_ref: providerRef,
    next_payment_date: recurring ? nextMonthDate(now) : null,
    recurring_status: recurring ? 'active' : null,
  });
  if (moved) await writeEvent(trx, 'order.paid', { orderId: order.id });
  return moved;
}

/** Ends a pending order as failed or expired and releases what it reserved. */
export async function markUnpaid(
  trx: Kysely<Database>,
  order: OrderRow,
  to: 'failed' | 'expired',
): Promise<boolean> {
  const moved = await moveFromPending(trx, order, to, {});
  if (!moved) return false;
  await releaseReserved(trx, order);
  await writeEvent(trx, to === 'failed' ? 'order.failed' : 'order.expired', { orderId: order.id });
  return true;
}
