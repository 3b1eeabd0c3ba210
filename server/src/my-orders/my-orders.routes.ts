import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { sendReport } from '../reports/report-download';
import { createMyOrdersService } from './my-orders.service';

const routes = contract.orders;

/** My orders: the buyer's orders, a receipt by reference, and the receipt as a PDF. */
export function myOrdersRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createMyOrdersService({ ...deps, sst: deps.config.sst });

  mount(router, routes.list, async ({ actor, query }) => ({ data: await service.list(actor, query.page) }));
  mountRaw(router, routes.receiptPdf, async ({ actor, params }, ctx) => {
    const order = await service.receipt(actor, params.reference);
    await sendReport(ctx, 'receipt', order, `receipt-${order.reference}.pdf`);
  });
  mount(router, routes.show, async ({ actor, params }) => ({
    data: { order: await service.receipt(actor, params.reference) },
  }));
  return router;
}
