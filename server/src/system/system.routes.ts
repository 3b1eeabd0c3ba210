import Router from '@koa/router';
import { pingDb } from '@mahir/db';
import { allRoutes, buildOpenApi } from '@mahir/shared';
import type { AppContext } from '../app-context';
import type { AppState } from '../http/state';

/** `GET /healthz` (database reachable) and `GET /ajax/v2/openapi.json` (generated from the contract). */
export function systemRouter(ctx: AppContext): Router<AppState> {
  const { db, version } = ctx;
  const router = new Router<AppState>();
  let doc: Record<string, unknown> | null = null;

  router.get('/healthz', async (ctx) => {
    await pingDb(db);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', version };
  });

  router.get('/ajax/v2/openapi.json', (ctx) => {
    doc ??= buildOpenApi(allRoutes(), { title: 'Mahir API', version });
    ctx.body = doc;
  });

  return router;
}
