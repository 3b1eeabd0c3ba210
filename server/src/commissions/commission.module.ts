import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { onEvent } from '../jobs/job-types';
import { commissionRouter } from './commission.routes';
import { earnOrderCommissions, reverseOrderCommissions } from './commission-earning';

/** Topics on which an order's unpaid commissions are reversed. */
export const COMMISSION_REVERSAL_TOPICS = ['order.refunded', 'order.cancelled'] as const;

/** Commissions: the admin screens, earning on `order.paid`, reversal on refunds and cancellations. */
export function commissionsModule(ctx: AppContext): AreaModule {
  return {
    name: 'commissions',
    routers: () => [commissionRouter(ctx)],
    outboxHandlers: [
      onEvent('order.paid', 'commission', ({ db }, { orderId }) => earnOrderCommissions(db, orderId)),
      ...COMMISSION_REVERSAL_TOPICS.map((topic) =>
        onEvent(topic, 'commission-reversal', ({ db }, { orderId }) =>
          reverseOrderCommissions(db, orderId, topic),
        ),
      ),
    ],
  };
}
