import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { every, onEvent } from '../jobs/job-types';
import { consolidateMonth, consolidationMonthAt } from './consolidation';
import { einvoiceRouter } from './einvoice.routes';
import { createEInvoiceService } from './einvoice.service';
import { createMyInvoisClient } from './einvoice-config';
import { syncEInvoices } from './einvoice-sync';
import { creditNoteForRefund } from './refund-credit-note';
import { issueSelfBilledInvoices } from './self-billed';

/** How often pending e-Invoices are sent and submitted ones polled (MyInvois asks for 3 to 5 seconds). */
const SYNC_EVERY_MS = 5_000;
/** How often the month's consolidation is looked at (it does something on days 1 to 7 only). */
const CONSOLIDATE_EVERY_MS = 3_600_000;

/**
 * LHDN e-Invoices (docs/einvoice.md): the buyer's request route and the back office's, the submission and
 * polling job, the monthly consolidation, and self-billed e-Invoices when commissions are paid. Jobs build
 * their MyInvois client on the job's database, so the sandbox reads the same state from any instance.
 */
export function einvoiceModule(ctx: AppContext): AreaModule {
  const config = ctx.config.einvoice;
  const clientOn = (db: AppContext['db'], now: Date) =>
    createMyInvoisClient(config, { db, clock: () => now });
  return {
    name: 'einvoice',
    routers: () => {
      const client = createMyInvoisClient(config, ctx);
      return [einvoiceRouter(ctx, createEInvoiceService({ ...ctx, config, client }), client)];
    },
    outboxHandlers: [
      onEvent('commissions.released', 'self-billed-einvoice', ({ db, now, logger }, released) =>
        issueSelfBilledInvoices(db, config, now, released, logger),
      ),
      onEvent('refund.recorded', 'refund-credit-note', ({ db, now }, { refund_id }) =>
        creditNoteForRefund(db, config, refund_id, now),
      ),
    ],
    schedules: [
      every('einvoice-sync', SYNC_EVERY_MS, async ({ db, now }) => {
        await syncEInvoices(db, clientOn(db, now), now);
      }),
      every('einvoice-consolidate', CONSOLIDATE_EVERY_MS, async ({ db, now, logger }) => {
        const month = consolidationMonthAt(now);
        if (!month) return;
        const report = await consolidateMonth(db, config, now, month);
        if (report.orders > 0) logger.info(report, 'consolidated e-Invoices recorded');
      }),
    ],
  };
}
