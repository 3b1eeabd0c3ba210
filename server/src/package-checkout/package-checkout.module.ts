import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { packageCheckoutRouter } from './package-checkout.routes';

/** Package checkout and the subscription account step. */
export function packageCheckoutModule(ctx: AppContext): AreaModule {
  return { name: 'package-checkout', routers: () => [packageCheckoutRouter(ctx)] };
}
