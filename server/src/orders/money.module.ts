import { registerOutboxHandler, registerSchedule } from '../jobs/job-registry';
import type { PaymentConfig } from '../payments/payment-config';
import { recordAttribution } from './attribution.handler';
import { registerCoinPackFulfilment } from './coin-pack.fulfilment';
import { fulfilOrder } from './fulfilment-dispatch';
import { expireDueOrders, expireUnrenewed } from './order-jobs';

function orderIdOf(payload: unknown): number {
  const id = (payload as { orderId?: unknown } | null)?.orderId;
  if (typeof id !== 'number') throw new Error('order event without an orderId');
  return id;
}

/** Registers the money spine's outbox handlers, fulfilments and scheduled jobs (idempotent). */
export function registerMoneyJobs(config: Pick<PaymentConfig, 'recurringGraceDays'>): void {
  registerCoinPackFulfilment();
  registerOutboxHandler('order.paid', 'fulfilment', ({ db }, payload) => fulfilOrder(db, orderIdOf(payload)));
  registerOutboxHandler('order.paid', 'attribution', ({ db }, payload) =>
    recordAttribution(db, orderIdOf(payload)),
  );
  registerSchedule('order-expiry', 60_000, async ({ db, now }) => {
    await expireDueOrders(db, now);
  });
  registerSchedule('recurring-expiry', 60 * 60_000, async ({ db, now }) => {
    await expireUnrenewed(db, now, config.recurringGraceDays);
  });
}
