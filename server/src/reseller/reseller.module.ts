import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { resellerRouter } from './reseller.routes';

/** Resellers. */
export function resellerModule(ctx: AppContext): AreaModule {
  return { name: 'reseller', routers: () => [resellerRouter(ctx)] };
}
