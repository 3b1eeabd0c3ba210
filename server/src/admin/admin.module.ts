import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { adminDashboardRouter } from './admin-dashboard.routes';

/** The admin dashboard (spec 002 §7). */
export function adminModule(ctx: AppContext): AreaModule {
  return { name: 'admin', routers: () => [adminDashboardRouter(ctx)] };
}
