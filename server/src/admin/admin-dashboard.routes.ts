import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { actorOf } from '../access/actor';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createAdminDashboardService } from './admin-dashboard.service';

const routes = contract.adminDashboard;

/** Admin dashboard calls (spec 002 §7). */
export function adminDashboardRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createAdminDashboardService(ctx);
  mount(router, routes.sidebar, async ({ user }) => ({ data: await service.sidebar(actorOf(user)) }));
  mount(router, routes.summary, async ({ user }) => ({ data: await service.summary(actorOf(user)) }));
  mount(router, routes.month, async ({ user, params }) => ({
    data: await service.month(actorOf(user), params.n),
  }));
  return router;
}
