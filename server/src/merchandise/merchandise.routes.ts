import Router from '@koa/router';
import { contract, MERCHANDISE_TEXT } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createMerchandiseService } from './merchandise.service';

const routes = contract.merchandiseShop;

/** Merchandise listing, detail and add to cart (spec 000 §7 "Merchandise"). */
export function merchandiseRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createMerchandiseService(ctx);
  mount(router, routes.list, async () => ({ data: await service.list() }));
  mount(router, routes.hashslug, async ({ body }) => ({ data: await service.view(body.hashslug) }));
  mount(router, routes.add, async ({ body, actor, keepSession }) => ({
    data: await service.add(actor, body, async () => (await keepSession()).id),
    message: MERCHANDISE_TEXT.addedToCart,
  }));
  return router;
}
