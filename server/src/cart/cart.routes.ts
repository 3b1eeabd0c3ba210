import Router from '@koa/router';
import { CART_TEXT, contract } from '@mahir/shared';
import { COUPON_MSG } from '@mahir/shared/coupons/index';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createOrderService } from '../orders/order.service';
import { cartLineCount, createCartService } from './cart.service';

const routes = contract.cart;

/** The cart area's routes (spec 000 §7 "Cart and order"). */
export function cartRouter(deps: AppContext): Router<AppState> {
  const orders = createOrderService({ ...deps, gateway: deps.payments });
  const router = new Router<AppState>();
  const service = createCartService({ ...deps, orders, offered: deps.payments.offeredMethods() });
  const sessionOf = (i: { session: AppState['session'] }) => i.session?.id ?? null;

  mount(router, routes.show, async (i) => ({
    data: await service.view(i.actor, sessionOf(i), i.query.cart, i.query),
  }));
  mount(router, routes.count, async (i) => ({
    data: { count: await cartLineCount(deps.db, i.actor, sessionOf(i)) },
  }));
  mount(router, routes.clear, async (i) => {
    await service.clear(i.actor, sessionOf(i), 'subscription');
    return { data: null, message: CART_TEXT.cleared };
  });
  mount(router, routes.clearMerchandise, async (i) => {
    await service.clear(i.actor, sessionOf(i), 'merchandise');
    return { data: null, message: CART_TEXT.cleared };
  });
  mount(router, routes.remove, async (i) => {
    await service.remove(i.actor, sessionOf(i), 'subscription', i.body.id);
    return { data: null, message: CART_TEXT.removed };
  });
  mount(router, routes.removeMerchandise, async (i) => {
    await service.remove(i.actor, sessionOf(i), 'merchandise', i.body.id);
    return { data: null, message: CART_TEXT.removed };
  });
  mount(router, routes.applyCoupon, async (i) => {
    const data = await service.applyCoupon(i.actor, sessionOf(i), i.body);
    return { data, message: COUPON_MSG.en.applied(data.coupon?.code ?? '') };
  });
  mount(router, routes.removeCoupon, async (i) => ({
    data: await service.removeCoupon(i.actor, sessionOf(i), i.body),
    message: COUPON_MSG.en.removed,
  }));
  mount(router, routes.user, async ({ actor }) => ({ data: await service.user(actor) }));
  mount(router, routes.states, async () => ({ data: await service.states() }));
  mount(router, routes.placeOrder, async ({ actor, body, affiliateId }) => ({
    data: await service.placeOrder(actor, body, affiliateId),
    message: CART_TEXT.orderPlaced,
  }));
  mount(router, routes.free, async ({ actor, body, affiliateId }) => ({
    data: await service.free(actor, body, affiliateId),
    message: CART_TEXT.orderPlaced,
  }));
  mount(router, routes.placeMerchandiseOrder, async ({ actor, body, affiliateId }) => ({
    data: await service.placeMerchandise(actor, body, affiliateId),
    message: CART_TEXT.orderPlaced,
  }));
  return router;
}
