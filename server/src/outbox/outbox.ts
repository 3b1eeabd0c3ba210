import type { Database } from '@mahir/db';
import type { Kysely } from 'kysely';

/** Topics written to the outbox and what each payload holds. */
export interface OutboxTopics {
  'order.paid': { orderId: number };
  'order.failed': { orderId: number };
  'order.expired': { orderId: number };
  /** A recurring order paid the billing period due on `period`; the next falls due on `nextPaymentDate`. */
  'order.renewed': { orderId: number; period: string; nextPaymentDate: string };
  'subscription.expired': { orderId: number };
  /** An admin approved the cancellation of a paid order: its unpaid commissions are reversed. */
  'order.cancelled': { orderId: number; cancellationId: number };
  'order.refunded': { orderId: number };
}
export type OutboxTopic = keyof OutboxTopics;

/**
 * Writes an event in the caller's transaction, so the event exists exactly when the change does.
 * The job runner hands it to the topic's handlers afterwards.
 */
export async function writeEvent<T extends OutboxTopic>(
  trx: Kysely<Database>,
  topic: T,
  payload: OutboxTopics[T],
): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({ topic, payload: JSON.stringify(payload) })
    .execute();
}
