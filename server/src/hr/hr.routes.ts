import Router from '@koa/router';
import type { AreaDeps } from '../http/area-deps';
import type { AppState } from '../http/state';

/** The hrStatistics area's routes. */
export function hrStatisticsRouter(_deps: AreaDeps): Router<AppState> {
  return new Router<AppState>();
}
