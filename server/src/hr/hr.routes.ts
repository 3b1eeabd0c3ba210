import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { userActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { renderReport } from '../reports/report-pool';
import { createHrStatisticsService } from './hr-statistics.service';

const routes = contract.hrStatistics;

/** The hrStatistics area's routes: HR business-plan login statistics and the A3 report. */
export function hrStatisticsRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createHrStatisticsService(deps);

  mount(router, routes.statistics, async ({ body, user }) => ({
    data: await service.statistics(userActor(user), body),
  }));
  mount(router, routes.listed, async ({ query, body, user }) => ({
    data: await service.listed(userActor(user), { ...body, page: query.page }),
  }));
  mount(router, routes.removeUser, async ({ body, user }) =>
    service.removeUser(userActor(user), body.user_id),
  );
  mount(router, routes.addUser, async ({ body, user }) => service.addUsers(userActor(user), body.ids));
  mount(router, routes.unlisted, async ({ body, user }) => ({
    data: await service.unlisted(userActor(user), body.modal_keyword),
  }));
  mountRaw(router, routes.report, async ({ query, user }, ctx) => {
    const data = await service.report(userActor(user), query.year, query.month);
    const pdf = await renderReport('login-statistics', data);
    ctx.set('Content-Type', 'application/pdf');
    ctx.set(
      'Content-Disposition',
      `attachment; filename="login-statistics-${query.year}-${query.month}.pdf"`,
    );
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = pdf;
  });
  return router;
}
