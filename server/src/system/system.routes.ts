import Router from '@koa/router';
import { type Db, pingDb } from '@mahir/db';
import { allRoutes, buildOpenApi } from '@mahir/shared';
import type { AppState } from '../http/state';

/** `GET /healthz` (database reachable) and `GET /ajax/v2/openapi.json` (generated from the contract). */
export function systemRouter(db: Db, version: string): Router<AppState> {
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
