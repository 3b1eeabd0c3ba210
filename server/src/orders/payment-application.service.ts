import type { Database, Db } from '@mahir/db';
import type { Kysely } from 'kysely';
import { writeEvent } from '../events/outbox';
import type { VerifiedPayment } from '../payments/payment-provider';
import type { OrderRow } from './fulfilment-registry';
import { markPaid, markUnpaid, nextMonthDate } from './order-transition';

/** What a verified provider message did to its order. */
export type PaymentOutcome =
  | 'paid'
  | 'failed'
  | 'renewed'
  | 'renewal_refused'
  | 'replay'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'not_pending';

/** Whether an approved cancellation has stopped this order's renewals. */
async function renewalsStopped(trx: Kysely<Database>, order: OrderRow): Promise<boolean> {
  if (order.recurring_status !== 'active') return true;
  const cancelled = await trx
    .selectFrom('cancellation_requests')
    .select('id')
    .where('order_id', '=', order.id)
    .where('confirm', '=', 1)
    .executeTakeFirst();
  return cancelled !== undefined;
}

/** A recurring order's next cycle: move its next payment date (order and subscriptions) one month on. */
async function renew(trx: Kysely<Database>, order: OrderRow, now: Date): Promise<PaymentOutcome> {
  if (await renewalsStopped(trx, order)) return 'renewal_refused';
  const from = order.next_payment_date ? new Date(`${order.next_payment_date}T00:00:00Z`) : now;
  const next = nextMonthDate(from.getTime() > now.getTime() ? from : now);
  await trx.updateTable('orders').set({ next_payment_date: next }).where('id', '=', order.id).execute();
  await trx
    .updateTable('subscriptions')
    .set({ next_payment_date: next })
    .where('order_id', '=', order.id)
    .where('status', '!=', 'cancelled')
    .execute();
  await writeEvent(trx, 'order.renewed', { orderId: order.id, nextPaymentDate: next });
  return 'renewed';
}

/**
 * Applies a verified provider message to its order, in one transaction. An order moves only when
 * the message matches its amount and is the first with that transaction id (the unique key on
 * provider and transaction id), and only from pending (a conditional update). A paid recurring order
 * takes further payments as renewals.
 */
export async function applyVerifiedPayment(
  db: Db,
  provider: string,
  payment: VerifiedPayment,
  now: Date = new Date(),
): Promise<PaymentOutcome> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', payment.reference)
      .executeTakeFirst();
    if (!order) return 'unknown_order';
    const inserted = await trx
      .insertInto('payment_transactions')
      .values({
        order_id: order.id,
        provider,
        transaction_id: payment.transactionId,
        kind: payment.kind,
        status: payment.paid ? 'paid' : 'declined',
        amount: payment.amountSen ?? order.grand_total,
        outcome: 'received',
        payload: JSON.stringify(payment),
      })
      .onConflict((oc) => oc.columns(['provider', 'transaction_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'replay';

    let outcome: PaymentOutcome;
    const amountMatches =
      payment.amountSen === null ||
      payment.amountSen === order.grand_total ||
      payment.altAmountSen === order.grand_total;
    if (!amountMatches) outcome = 'amount_mismatch';
    else if (!payment.paid) outcome = (await markUnpaid(trx, order, 'failed')) ? 'failed' : 'not_pending';
    else if (await markPaid(trx, order, now, payment.transactionId)) outcome = 'paid';
    else if (
      order.status === 'paid' &&
      order.payment_method === 'senangpay_recurring' &&
      payment.kind === 'recurring'
    )
      outcome = await renew(trx, order, now);
    else outcome = 'not_pending';

    await trx.updateTable('payment_transactions').set({ outcome }).where('id', '=', inserted.id).execute();
    return outcome;
  });
}
