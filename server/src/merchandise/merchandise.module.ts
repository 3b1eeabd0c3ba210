import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { merchandiseRouter } from './merchandise.routes';

/** Merchandise. */
export function merchandiseModule(ctx: AppContext): AreaModule {
  return { name: 'merchandise', routers: () => [merchandiseRouter(ctx)] };
}
