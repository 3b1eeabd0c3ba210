import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createAdminDashboardService } from './admin-dashboard.service';

const routes = contract.adminDashboard;

/** Admin dashboard calls (spec 002 §7). */
export function adminDashboardRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createAdminDashboardService(ctx);
  mount(router, routes.sidebar, async ({ actor }) => ({ data: await service.sidebar(actor) }));
  mount(router, routes.summary, async ({ actor }) => ({ data: await service.summary(actor) }));
  mount(router, routes.month, async ({ actor, params }) => ({
    data: await service.month(actor, params.n),
  }));
  return router;
}
