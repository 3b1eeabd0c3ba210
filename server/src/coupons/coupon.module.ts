import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { couponRouter } from './coupon.routes';

/** Coupons: the admins' codes (the cart applies them; orders redeem them). Issue 21. */
export function couponModule(ctx: AppContext): AreaModule {
  return { name: 'coupons', routers: () => [couponRouter(ctx)] };
}
