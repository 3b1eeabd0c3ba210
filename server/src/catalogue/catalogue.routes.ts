import Router from '@koa/router';
import type { AreaDeps } from '../http/area-deps';
import type { AppState } from '../http/state';

/** The catalogue area's routes. */
export function catalogueRouter(_deps: AreaDeps): Router<AppState> {
  return new Router<AppState>();
}
