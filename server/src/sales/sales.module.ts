import type { AreaModule } from '../area-module';
import { onEvent } from '../jobs/job-types';
import { recordOrderSales } from './sales-summary.handler';

/** The dashboards' sales summaries, counted from `order.paid`. */
export function salesModule(): AreaModule {
  return {
    name: 'sales',
    outboxHandlers: [
      onEvent('order.paid', 'sales-summary', ({ db }, { orderId }) => recordOrderSales(db, orderId)),
    ],
  };
}
