import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { sharedEnvelopes } from './shared-envelope';

const routes = contract.catalogue;

/**
 * The catalogue area's routes: a page's category, course search and related courses. The service is the
 * app's one instance, whose page cache the storefront's page boot shares.
 */
export function catalogueRouter(ctx: AppContext): Router<AppState> {
  const { catalogue: service } = ctx;
  const router = new Router<AppState>();
  const envelope = sharedEnvelopes();

  mount(router, routes.category, async ({ params }) => ({ data: await service.category(params.category) }));
  // The busiest route: a visitor's page is answered from bytes made once per cached page.
  mountRaw(router, routes.search, async ({ query, body, actor }, ctx) => {
    const page = await service.search(actor, body, query.page);
    ctx.type = 'application/json';
    ctx.body = envelope(routes.search, page);
  });
  mount(router, routes.related, async ({ params, actor }) => ({
    data: await service.related(actor, params.hashSlug, params.subId),
  }));
  return router;
}
