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

  mount(router, routes.packs, async ({ actor }) => ({ data: await service.packs(actor) }));
  mount(router, routes.add, async ({ actor, body }) => ({
    data: await service.add(actor, body.coin_package_id),
    message: COIN_TEXT.added,
  }));
  mount(router, routes.cart, async ({ actor }) => ({ data: await service.cart(actor) }));
  mount(router, routes.payment, async ({ actor, body }) => ({
    data: await service.pay(actor, body.payment_method),
  }));
  mount(router, routes.cancel, async ({ actor }) => ({
    data: await service.cancel(actor),
    message: COIN_TEXT.cancelled,
  }));
  return router;
}
