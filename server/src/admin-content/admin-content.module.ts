import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { adminContentRouter } from './admin-content.routes';
import { homeBannerRouter } from './home-banner.routes';

/** Admin content and the storefront's homepage banners. */
export function adminContentModule(ctx: AppContext): AreaModule {
  return { name: 'admin-content', routers: () => [homeBannerRouter(ctx), adminContentRouter(ctx)] };
}
