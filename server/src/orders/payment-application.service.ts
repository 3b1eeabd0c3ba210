import type { Database, Db } from '@mahir/db';
import { orderRepository as orders } from '@mahir/db/repositories/order.repository';
import { paymentTransactionRepository as messages } from '@mahir/db/repositories/payment-transaction.repository';
import { renewalDunningRepository } from '@mahir/db/repositories/renewal-dunning.repository';
import { periodAfter, renewalDue } from '@mahir/shared/rules/recurring-period';
import type { Transaction } from 'kysely';
import { writeEvent } from '../outbox/outbox';
import type { VerifiedPayment } from '../payments/payment-provider';
import type { OrderRow } from './fulfilment';
import { isOrderReference } from './order-reference';
import { markPaid, markUnpaid } from './order-transition';

/** What a verified provider message did to its order. */
export type PaymentOutcome =
  | 'paid'
  | 'failed'
  | 'renewed'
  | 'renewal_failed'
  | 'renewal_refused'
  | 'renewal_not_due'
  | 'replay'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'not_pending';

/** Whether an approved cancellation has stopped this order's renewals. */
async function renewalsStopped(trx: Transaction<Database>, order: OrderRow): Promise<boolean> {
  if (order.recurring_status !== 'active') return true;
  return orders.cancellationConfirmed(trx, order.id);
}

/**
 * A recurring order's next cycle. A renewal pays the billing period due on the order's next payment
 * date, and only once that period is due: one row per (order, period) in `recurring_renewals`, and the
 * date moves on only from the period it paid (a conditional update). So one period renews once, however
 * many messages arrive for it and whatever their fields say.
 */
async function renew(
  trx: Transaction<Database>,
  order: OrderRow,
  provider: string,
  payment: VerifiedPayment,
  now: Date,
): Promise<PaymentOutcome> {
  if (await renewalsStopped(trx, order)) return 'renewal_refused';
  const due = order.next_payment_date;
  if (!due || !renewalDue(due, now)) return 'renewal_not_due';
  const claimed = await orders.claimRenewal(trx, {
    orderId: order.id,
    periodStart: due,
    provider,
    transactionId: payment.transactionId,
  });
  if (!claimed) return 'renewal_not_due';
  const next = periodAfter(due);
  if (!(await orders.moveNextPaymentDate(trx, order.id, due, next)))
    throw new Error(`order ${order.id} renewed twice at once`);
  // A charge that went through ends any dunning a declined one had started.
  await renewalDunningRepository.clear(trx, order.id);
  await writeEvent(trx, 'order.renewed', { orderId: order.id, period: due, nextPaymentDate: next });
  return 'renewed';
}

/**
 * A declined recurring charge of a paid, still renewing order: the period due on its next payment date
 * was not paid. The outbox tells the buyer (the grace days still run); the order itself does not move.
 */
async function renewalDeclined(
  trx: Transaction<Database>,
  order: OrderRow,
  payment: VerifiedPayment,
): Promise<PaymentOutcome> {
  const recurring = order.payment_method === 'senangpay_recurring' && payment.kind === 'recurring';
  if (order.status !== 'paid' || !recurring || !order.next_payment_date) return 'not_pending';
  if (await renewalsStopped(trx, order)) return 'renewal_refused';
  await writeEvent(trx, 'order.renewal-failed', { orderId: order.id, period: order.next_payment_date });
  return 'renewal_failed';
}

/**
 * Applies a verified provider message to its order, in one transaction. An order moves only when
 * the message matches its amount and is new: neither its transaction id nor its signature has been
 * seen from that provider (two unique keys), and only from pending (a conditional update). A paid
 * recurring order takes further recurring-signed payments as renewals, one per billing period.
 */
export async function applyVerifiedPayment(
  db: Db,
  provider: string,
  payment: VerifiedPayment,
  now: Date,
): Promise<PaymentOutcome> {
  if (!isOrderReference(payment.reference)) return 'unknown_order';
  return db.transaction().execute(async (trx) => {
    const order = await orders.findByReference(trx, payment.reference);
    if (!order) return 'unknown_order';
    // Either unique key (transaction id, or signature) makes it a replay.
    const inserted = await messages.record(trx, {
      order_id: order.id,
      provider,
      transaction_id: payment.transactionId,
      kind: payment.kind,
      status: payment.paid ? 'paid' : 'declined',
      amount: payment.amountSen ?? order.grand_total,
      outcome: 'received',
      payload: JSON.stringify(payment),
      signature: payment.signature,
    });
    if (inserted === undefined) return 'replay';

    let outcome: PaymentOutcome;
    const amountMatches =
      payment.amountSen === null ||
      payment.amountSen === order.grand_total ||
      payment.altAmountSen === order.grand_total;
    if (!amountMatches) outcome = 'amount_mismatch';
    else if (!payment.paid)
      outcome = (await markUnpaid(trx, order, 'failed'))
        ? 'failed'
        : await renewalDeclined(trx, order, payment);
    else if (await markPaid(trx, order, now, payment.transactionId)) outcome = 'paid';
    else if (
      order.status === 'paid' &&
      order.payment_method === 'senangpay_recurring' &&
      payment.kind === 'recurring'
    )
      outcome = await renew(trx, order, provider, payment, now);
    else outcome = 'not_pending';

    await messages.setOutcome(trx, inserted, outcome);
    return outcome;
  });
}
