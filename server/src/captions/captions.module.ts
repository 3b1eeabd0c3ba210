import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { captionsRouter } from './captions.routes';

/** Caption tracks of module videos (issue 23). */
export function captionsModule(ctx: AppContext): AreaModule {
  return { name: 'captions', routers: () => [captionsRouter(ctx)] };
}
