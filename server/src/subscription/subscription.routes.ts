import Router from '@koa/router';
import type { AreaDeps } from '../http/area-deps';
import type { AppState } from '../http/state';

/** The subscription area's routes. */
export function subscriptionRouter(_deps: AreaDeps): Router<AppState> {
  return new Router<AppState>();
}
