import type { Database } from '@mahir/db';
import { outboxRepository } from '@mahir/db/repositories/outbox.repository';
import type { Transaction } from 'kysely';

/** Commissions released together, by table: `commissions` (resellers) and `affiliate_commissions`. */
export interface ReleasedCommissions {
  commissionIds: number[];
  /** Absent in events written before affiliate payouts existed. */
  affiliateCommissionIds?: number[];
}

/** Topics written to the outbox and what each payload holds. */
export interface OutboxTopics {
  'order.paid': { orderId: number };
  'order.failed': { orderId: number };
  'order.expired': { orderId: number };
  /** A recurring order paid the billing period due on `period`; the next falls due on `nextPaymentDate`. */
  'order.renewed': { orderId: number; period: string; nextPaymentDate: string };
  /** A recurring charge for the period due on `period` was declined; the grace days run on. */
  'order.renewal-failed': { orderId: number; period: string };
  'subscription.expired': { orderId: number };
  /** An admin approved the cancellation of a paid order: its unpaid commissions are reversed. */
  'order.cancelled': { orderId: number; cancellationId: number };
  'order.refunded': { orderId: number };
  /**
   * An admin recorded a refund (issue 21) and it was settled: to coins, through the provider, or owed by bank
   * transfer. Its credit note and the buyer's refund mail hang off this.
   */
  'refund.recorded': { refund_id: number };
  /**
   * An admin marked these commissions paid (a payout): reseller and sub-reseller commissions by id, affiliate
   * commissions by theirs. Their self-billed e-Invoices are issued.
   */
  'commissions.released': ReleasedCommissions;
  /** Someone asked for a password-reset link for this address (whether or not it has an account). */
  'account.password-reset-requested': { email: string; at: string };
}
export type OutboxTopic = keyof OutboxTopics;

/**
 * Writes an event in the caller's transaction, so the event exists exactly when the change does.
 * The job runner hands it to the topic's handlers afterwards.
 */
export async function writeEvent<T extends OutboxTopic>(
  trx: Transaction<Database>,
  topic: T,
  payload: OutboxTopics[T],
): Promise<void> {
  await outboxRepository.append(trx, topic, JSON.stringify(payload));
}
