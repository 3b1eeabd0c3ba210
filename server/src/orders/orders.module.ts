import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { every, onEvent } from '../jobs/job-types';
import { recordAttribution } from './attribution.handler';
import { coinPackFulfilments } from './coin-pack.fulfilment';
import { fulfilOrder } from './fulfilment-dispatch';
import { expireDueOrders, expireUnrenewed } from './order-jobs';

/** The money spine's jobs: fulfilment and attribution of paid orders, the coin-pack fulfilment, expiries. */
export function ordersModule(ctx: AppContext): AreaModule {
  const { recurringGraceDays } = ctx.payments.config;
  return {
    name: 'orders',
    fulfilments: coinPackFulfilments,
    outboxHandlers: [
      onEvent('order.paid', 'fulfilment', ({ db, fulfilments }, { orderId }) =>
        fulfilOrder(db, fulfilments, orderId),
      ),
      onEvent('order.paid', 'attribution', ({ db }, { orderId }) => recordAttribution(db, orderId)),
    ],
    schedules: [
      every('order-expiry', 60_000, async ({ db, now }) => {
        await expireDueOrders(db, now);
      }),
      every('recurring-expiry', 60 * 60_000, async ({ db, now }) => {
        await expireUnrenewed(db, now, recurringGraceDays);
      }),
    ],
  };
}
