import Router from '@koa/router';
import type { AreaDeps } from '../http/area-deps';
import type { AppState } from '../http/state';

/** The coursePage area's routes. */
export function coursePageRouter(_deps: AreaDeps): Router<AppState> {
  return new Router<AppState>();
}
