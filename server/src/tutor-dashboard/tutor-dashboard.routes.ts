import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { userActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createTutorDashboardService } from './tutor-dashboard.service';

const routes = contract.tutorDashboard;

/** The tutor dashboard's totals and weekly subscriber chart (spec 002 §7). */
export function tutorDashboardRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createTutorDashboardService(ctx);
  mount(router, routes.summary, async ({ user }) => ({ data: await service.summary(userActor(user)) }));
  mount(router, routes.subscriberWeekly, async ({ user }) => ({
    data: await service.subscriberWeekly(userActor(user)),
  }));
  return router;
}
