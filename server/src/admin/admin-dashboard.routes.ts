import Router from '@koa/router';
import { cancellationRepository, type Db } from '@mahir/db';
import { contract } from '@mahir/shared';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';

const routes = contract.adminDashboard;

/** Admin dashboard calls (spec 002 §7). */
export function adminDashboardRouter(db: Db): Router<AppState> {
  const router = new Router<AppState>();
  mount(router, routes.sidebar, async () => ({
    data: { count: await cancellationRepository.countUnseen(db) },
  }));
  return router;
}
