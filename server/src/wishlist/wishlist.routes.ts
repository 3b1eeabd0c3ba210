import Router from '@koa/router';
import { contract, WISHLIST_TEXT } from '@mahir/shared';
import { userActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createWishlistService } from './wishlist.service';

const routes = contract.wishlist;

/** The wishlist area's routes: toggle, list and remove. */
export function wishlistRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createWishlistService(deps);

  mount(router, routes.update, async ({ body, user }) => ({
    data: await service.toggle(user, body.course_id, body.user_id),
  }));
  mount(router, routes.index, async ({ user }) => ({ data: await service.list(user.id) }));
  mount(router, routes.destroy, async ({ body, user }) => ({
    data: await service.remove(userActor(user), body.id),
    message: WISHLIST_TEXT.removed,
  }));
  return router;
}
