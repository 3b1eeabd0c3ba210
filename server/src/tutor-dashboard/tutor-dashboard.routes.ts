import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createTutorDashboardService } from './tutor-dashboard.service';

const routes = contract.tutorDashboard;

/** The tutor dashboard's totals and weekly subscriber chart (spec 002 §7). */
export function tutorDashboardRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createTutorDashboardService(ctx);
  mount(router, routes.summary, async ({ actor }) => ({ data: await service.summary(actor) }));
  mount(router, routes.subscriberWeekly, async ({ actor }) => ({
    data: await service.subscriberWeekly(actor),
  }));
  return router;
}
