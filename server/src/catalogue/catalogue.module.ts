import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { catalogueRouter } from './catalogue.routes';

/** The catalogue: categories, search, related courses. */
export function catalogueModule(ctx: AppContext): AreaModule {
  return { name: 'catalogue', routers: () => [catalogueRouter(ctx)] };
}
