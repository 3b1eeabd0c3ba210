import Router from '@koa/router';
import { contract, WISHLIST_TEXT } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createWishlistService } from './wishlist.service';

const routes = contract.wishlist;

/** The wishlist area's routes: toggle, list and remove. */
export function wishlistRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createWishlistService(deps);

  mount(router, routes.update, async ({ body, actor }) => ({
    data: await service.toggle(actor, body.course_id, body.user_id),
  }));
  mount(router, routes.index, async ({ actor }) => ({ data: await service.list(actor) }));
  mount(router, routes.destroy, async ({ body, actor }) => ({
    data: await service.remove(actor, body.id),
    message: WISHLIST_TEXT.removed,
  }));
  return router;
}
