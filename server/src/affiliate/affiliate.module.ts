import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { affiliateRouter } from './affiliate.routes';

/** Affiliates. */
export function affiliateModule(ctx: AppContext): AreaModule {
  return { name: 'affiliate', routers: () => [affiliateRouter(ctx)] };
}
