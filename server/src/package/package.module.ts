import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { packageRouter } from './package.routes';

/** Packages. */
export function packageModule(ctx: AppContext): AreaModule {
  return { name: 'package', routers: () => [packageRouter(ctx)] };
}
