import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState } from '../http/state';
import { sendReport } from '../reports/report-download';
import { createHrStatisticsService } from './hr-statistics.service';

const routes = contract.hrStatistics;

/** The hrStatistics area's routes: HR business-plan login statistics and the A3 report. */
export function hrStatisticsRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createHrStatisticsService(deps);

  mount(router, routes.statistics, async ({ body, actor }) => ({
    data: await service.statistics(actor, body),
  }));
  mount(router, routes.listed, async ({ query, body, actor }) => ({
    data: await service.listed(actor, { ...body, page: query.page }),
  }));
  mount(router, routes.removeUser, async ({ body, actor }) => service.removeUser(actor, body.user_id));
  mount(router, routes.addUser, async ({ body, actor }) => service.addUsers(actor, body.ids));
  mount(router, routes.unlisted, async ({ body, actor }) => ({
    data: await service.unlisted(actor, body.modal_keyword),
  }));
  mountRaw(router, routes.report, async ({ query, actor }, ctx) => {
    const data = await service.report(actor, query.year, query.month);
    await sendReport(ctx, 'login-statistics', data, `login-statistics-${query.year}-${query.month}.pdf`);
  });
  return router;
}
