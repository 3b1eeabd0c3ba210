import Router from '@koa/router';
import { COIN_TEXT, contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createOrderService } from '../orders/order.service';
import { createCoinService } from './coin.service';

const routes = contract.coins;

/** The coins area's routes (spec 000 §7 "Coins", plus the pack listing and adding a pack). */
export function coinRouter(deps: AppContext): Router<AppState> {
  const orders = createOrderService({ ...deps, gateway: deps.payments });
  const router = new Router<AppState>();
  const service = createCoinService({ ...deps, orders, offered: deps.payments.offeredMethods() });

  mount(router, routes.packs, async ({ user }) => ({ data: await service.packs(user) }));
  mount(router, routes.add, async ({ user, body }) => ({
    data: await service.add(user, body.coin_package_id),
    message: COIN_TEXT.added,
  }));
  mount(router, routes.cart, async ({ user }) => ({ data: await service.cart(user) }));
  mount(router, routes.payment, async ({ user, body }) => ({
    data: await service.pay(user, body.payment_method),
  }));
  mount(router, routes.cancel, async ({ user }) => ({
    data: await service.cancel(user),
    message: COIN_TEXT.cancelled,
  }));
  return router;
}
