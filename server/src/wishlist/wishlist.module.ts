import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { wishlistRouter } from './wishlist.routes';

/** The wishlist (spec 001 §2 "Wishlist"). */
export function wishlistModule(ctx: AppContext): AreaModule {
  return { name: 'wishlist', routers: () => [wishlistRouter(ctx)] };
}
