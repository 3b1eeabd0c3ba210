import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { subscriptionRouter } from './subscription.routes';

/** Subscriptions. */
export function subscriptionModule(ctx: AppContext): AreaModule {
  return { name: 'subscription', routers: () => [subscriptionRouter(ctx)] };
}
