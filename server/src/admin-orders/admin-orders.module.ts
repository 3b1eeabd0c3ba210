import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { onEvent } from '../jobs/job-types';
import { DEFAULT_SST } from '../tax/sst-config';
import { adminOrderRouter } from './admin-order.routes';

/** The back office's orders and refunds (issue 21), and the buyer's refund mail once a refund is recorded. */
export function adminOrdersModule(ctx: AppContext): AreaModule {
  const sst = (ctx.config.sst ?? DEFAULT_SST).rateBasisPoints;
  return {
    name: 'admin-orders',
    routers: () => [adminOrderRouter(ctx, sst)],
    outboxHandlers: [
      onEvent('refund.recorded', 'refund-mail', ({ db }, { refund_id }) =>
        db.transaction().execute((trx) => ctx.mail.refund(trx, refund_id)),
      ),
    ],
  };
}
