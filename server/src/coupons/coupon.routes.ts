import Router from '@koa/router';
import { COUPON_ADMIN_TEXT, contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createCouponService } from './coupon.service';

const routes = contract.coupons;

/** The back office's coupons (issue 21); the cart's coupon routes are the cart area's. */
export function couponRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const service = createCouponService(ctx);
  mount(router, routes.list, async ({ actor, query }) => ({
    data: await service.list(actor, query.page, query.q),
  }));
  mount(router, routes.create, async ({ actor, body }) => ({
    data: await service.create(actor, body),
    message: COUPON_ADMIN_TEXT.saved,
  }));
  mount(router, routes.update, async ({ actor, params, body }) => ({
    data: await service.update(actor, params.id, body),
    message: COUPON_ADMIN_TEXT.saved,
  }));
  return router;
}
