import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { profileRouter } from './profile.routes';

/** The account's profile. */
export function profileModule(ctx: AppContext): AreaModule {
  return { name: 'profile', routers: () => [profileRouter(ctx)] };
}
