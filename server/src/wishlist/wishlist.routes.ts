import Router from '@koa/router';
import type { AreaDeps } from '../http/area-deps';
import type { AppState } from '../http/state';

/** The wishlist area's routes. */
export function wishlistRouter(_deps: AreaDeps): Router<AppState> {
  return new Router<AppState>();
}
