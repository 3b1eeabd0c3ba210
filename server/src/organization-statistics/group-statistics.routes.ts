import Router from '@koa/router';
import type { AppContext } from '../app-context';
import type { AppState } from '../http/state';
import { mountCompanyStatistics } from './company-statistics.routes';
import { createGroupStatisticsService } from './group-statistics.service';
import { mountOrganizationStatistics } from './organization-statistics.routes';

/** Admin organization and company statistics: both variants of the screen over one service. */
export function groupStatisticsRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createGroupStatisticsService(deps);
  mountOrganizationStatistics(router, service);
  mountCompanyStatistics(router, service);
  return router;
}
