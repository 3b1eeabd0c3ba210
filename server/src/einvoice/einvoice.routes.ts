import Router from '@koa/router';
import { contract, EINVOICE_TEXT } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import type { createEInvoiceService } from './einvoice.service';
import type { MyInvoisClient } from './myinvois-client';
import type { MyInvoisSandbox } from './myinvois-sandbox.client';
import { VALIDATION_PAGE_CSP, validationPage } from './sandbox-validation-page';

function isSandbox(client: MyInvoisClient | MyInvoisSandbox): client is MyInvoisSandbox {
  return client.kind === 'sandbox' && 'publicDocument' in client;
}

const routes = contract.einvoice;

/** A buyer's own e-Invoice, the back office's list and cancellation, and payees' tax details. */
export function einvoiceRouter(
  _ctx: AppContext,
  service: ReturnType<typeof createEInvoiceService>,
  client: MyInvoisClient | MyInvoisSandbox,
): Router<AppState> {
  const router = new Router<AppState>();
  // The sandbox's validation links open here (MyInvois's own links open its portal).
  if (isSandbox(client))
    router.get('/myinvois-sandbox/:uuid/share/:longId', async (ctx) => {
      const { uuid = '', longId = '' } = ctx.params;
      const found =
        /^[A-Z0-9]{1,64}$/.test(uuid) && /^[A-Z0-9]{1,128}$/.test(longId)
          ? await client.publicDocument(uuid, longId)
          : null;
      ctx.set('Cache-Control', 'no-store');
      if (!found) {
        ctx.status = 404;
        ctx.type = 'text/plain';
        ctx.body = 'Unknown e-Invoice';
        return;
      }
      ctx.set('Content-Security-Policy', VALIDATION_PAGE_CSP);
      ctx.type = 'text/html';
      ctx.body = validationPage(found);
    });
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
