import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { reviewRouter } from './review.routes';

/** Reviews. */
export function reviewModule(ctx: AppContext): AreaModule {
  return { name: 'review', routers: () => [reviewRouter(ctx)] };
}
