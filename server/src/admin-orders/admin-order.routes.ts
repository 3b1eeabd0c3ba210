import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createAdminOrderService } from './admin-order.service';
import { createRefundService } from './refund.service';

const routes = contract.adminOrders;

/** The back office's orders (issue 21): search, one order, its receipt again, refunds. */
export function adminOrderRouter(ctx: AppContext, sstRateBasisPoints: number): Router<AppState> {
  const router = new Router<AppState>();
  const orders = createAdminOrderService({ ...ctx, sstRateBasisPoints });
  const refunds = createRefundService({ ...ctx, sstRateBasisPoints });
  mount(router, routes.list, async ({ actor, query }) => ({ data: await orders.list(actor, query) }));
  mount(router, routes.show, async ({ actor, params }) => ({
    data: await orders.show(actor, params.reference),
  }));
  mount(router, routes.resendReceipt, ({ actor, params }) => orders.resendReceipt(actor, params.reference));
  mount(router, routes.refund, ({ actor, params, body }) => refunds.refund(actor, params.reference, body));
  mount(router, routes.markRefundPaid, ({ actor, params, body }) =>
    refunds.markPaid(actor, params.reference, params.number, body.bank_reference),
  );
  return router;
}
