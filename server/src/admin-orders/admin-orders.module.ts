import { percentToBasisPoints } from '@mahir/shared/money/index';
import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { onEvent } from '../jobs/job-types';
import { adminOrderRouter } from './admin-order.routes';

/**
 * `SST_RATE` in basis points for the tax part of refunds (default 8 %). Read here until the application's
 * configuration carries the tax settings (docs/tax.md).
 */
export function sstRateOf(env: NodeJS.ProcessEnv): number {
  return percentToBasisPoints(env.SST_RATE ?? '8') ?? 800;
}

/** The back office's orders and refunds (issue 21), and the buyer's refund mail once a refund is recorded. */
export function adminOrdersModule(ctx: AppContext): AreaModule {
  const sst = sstRateOf(process.env);
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
