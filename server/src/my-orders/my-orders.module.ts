import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { myOrdersRouter } from './my-orders.routes';

/** The buyer's orders. */
export function myOrdersModule(ctx: AppContext): AreaModule {
  return { name: 'my-orders', routers: () => [myOrdersRouter(ctx)] };
}
