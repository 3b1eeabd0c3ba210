import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createOfflineLicences } from './offline-licence.service';
import { createOfflineSync } from './offline-sync.service';

const routes = contract.offline;

/** Offline downloads: licences with their files' links, and the replay of what was done offline. */
export function offlineRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const licences = createOfflineLicences(ctx);
  const sync = createOfflineSync(ctx);
  mount(router, routes.licence, async ({ actor, body }) => ({
    data: { licences: await licences.grant(actor, body) },
  }));
  mount(router, routes.sync, async ({ actor, body }) => ({
    data: { results: await sync.apply(actor, body.events) },
  }));
  return router;
}
