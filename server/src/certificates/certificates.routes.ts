import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createCertificateService } from './certificate.service';

const routes = contract.certificates;

/** Certificates: the learner's list, the public check by code, and the PDF. */
export function certificatesRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createCertificateService(ctx);

  mount(router, routes.mine, async ({ actor }) => ({ data: { certificates: await service.mine(actor) } }));
  mountRaw(router, routes.pdf, async ({ actor, params }, http) => {
    const { code, bytes } = await service.pdf(actor, params.code);
    http.set('Content-Type', 'application/pdf');
    http.set('Content-Disposition', `attachment; filename="sijil-${code}.pdf"`);
    http.set('Cache-Control', 'private, no-store');
    http.body = bytes;
  });
  mount(router, routes.check, async ({ actor, params }) => ({
    data: { certificate: await service.check(actor, params.code) },
  }));
  return router;
}
