import { registerOutboxHandler } from '../jobs/job-registry';
import { earnOrderCommissions, reverseOrderCommissions } from './commission-earning';

function orderIdOf(payload: unknown): number {
  const id = (payload as { orderId?: unknown } | null)?.orderId;
  if (typeof id !== 'number') throw new Error('order event without an orderId');
  return id;
}

/** Topics on which an order's unpaid commissions are reversed. */
export const COMMISSION_REVERSAL_TOPICS = ['order.refunded', 'order.cancelled'] as const;

/** Registers the commission handlers of the order events (idempotent). */
export function registerCommissionJobs(): void {
  registerOutboxHandler('order.paid', 'commission', ({ db }, payload) =>
    earnOrderCommissions(db, orderIdOf(payload)),
  );
  for (const topic of COMMISSION_REVERSAL_TOPICS)
    registerOutboxHandler(topic, 'commission-reversal', async ({ db }, payload) => {
      await reverseOrderCommissions(db, orderIdOf(payload), topic);
    });
}
