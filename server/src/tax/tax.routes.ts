import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { TAX_MSG } from '@mahir/shared/tax/index';
import type { AppContext } from '../app-context';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { sendReport } from '../reports/report-download';
import { createTaxService } from './tax.service';

const routes = contract.tax;

/** Tax codes and the monthly tax report in the back office (issue 21). */
export function taxRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createTaxService({ ...ctx, sst: ctx.config.sst });
  mount(router, routes.codes, async ({ actor }) => ({ data: await service.codes(actor) }));
  mount(router, routes.saveCodes, async ({ actor, body }) => ({
    data: await service.saveCodes(actor, body),
    message: TAX_MSG.en.codesSaved,
  }));
  mount(router, routes.report, async ({ actor, query }) => ({
    data: await service.report(actor, query.month, query.year),
  }));
  mountRaw(router, routes.reportPdf, async ({ actor, query }, http) => {
    const report = await service.report(actor, query.month, query.year);
    const generatedAt = ctx.clock().toISOString();
    const month = String(query.month).padStart(2, '0');
    await sendReport(http, 'tax-report', { report, generatedAt }, `tax-report-${query.year}-${month}.pdf`);
  });
  return router;
}
