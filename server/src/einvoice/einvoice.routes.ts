import Router from '@koa/router';
import { contract, EINVOICE_TEXT } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import type { createEInvoiceService } from './einvoice.service';

const routes = contract.einvoice;

/** A buyer's own e-Invoice, the back office's list and cancellation, and payees' tax details. */
export function einvoiceRouter(
  _ctx: AppContext,
  service: ReturnType<typeof createEInvoiceService>,
): Router<AppState> {
  const router = new Router<AppState>();
  mount(router, routes.request, async ({ actor, params, body }) => ({
    data: { e_invoice: await service.request(actor, params.reference, body) },
    message: EINVOICE_TEXT.requested,
  }));
  mount(router, routes.adminList, async ({ actor, query }) => ({ data: await service.list(actor, query) }));
  mount(router, routes.adminCancel, async ({ actor, params, body }) => ({
    data: { document: await service.cancel(actor, params.id, body.reason) },
    message: EINVOICE_TEXT.cancelled,
  }));
  mount(router, routes.taxDetails, async ({ actor }) => ({
    data: { tax_details: await service.taxDetails(actor) },
  }));
  mount(router, routes.saveTaxDetails, async ({ actor, body }) => ({
    data: { tax_details: await service.saveTaxDetails(actor, body) },
    message: EINVOICE_TEXT.taxDetailsSaved,
  }));
  return router;
}
