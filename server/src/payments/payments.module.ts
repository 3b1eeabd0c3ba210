import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { paymentRouter } from './payment.routes';

/** Provider-facing payment routes and the sandbox page. */
export function paymentsModule(ctx: AppContext): AreaModule {
  return { name: 'payments', routers: () => [paymentRouter(ctx)] };
}
