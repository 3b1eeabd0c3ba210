import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { reachRouter } from './reach.routes';

/** Search engines and installing browsers: the sitemap, robots.txt and the web app manifest. */
export function reachModule(ctx: AppContext): AreaModule {
  return { name: 'reach', routers: () => [reachRouter(ctx)] };
}
