import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { cartRouter } from './cart.routes';
import { purchaseFulfilments } from './purchase-fulfilment';

/** The cart and its checkout, and what a paid course, package, event or merchandise line does. */
export function cartModule(ctx: AppContext): AreaModule {
  return { name: 'cart', routers: () => [cartRouter(ctx)], fulfilments: purchaseFulfilments };
}
