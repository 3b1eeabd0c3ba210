import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createReachService } from './reach.service';

const routes = contract.reach;

/** `/sitemap.xml`, `/robots.txt` and `/manifest.webmanifest` (the pages themselves are the storefront's). */
export function reachRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createReachService({ ...ctx, origin: ctx.config.publicUrl.replace(/\/+$/, '') });
  mountRaw(router, routes.sitemap, async (_input, http) => {
    http.type = 'application/xml';
    http.set('Cache-Control', 'public, max-age=3600');
    http.body = await service.sitemap();
  });
  mountRaw(router, routes.robots, async (_input, http) => {
    http.type = 'text/plain';
    http.set('Cache-Control', 'public, max-age=86400');
    http.body = service.robots();
  });
  mountRaw(router, routes.manifest, async (_input, http) => {
    http.type = 'application/manifest+json';
    http.set('Cache-Control', 'public, max-age=3600');
    http.body = JSON.stringify(service.manifest());
  });
  return router;
}
