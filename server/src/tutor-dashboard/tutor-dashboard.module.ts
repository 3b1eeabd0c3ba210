import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { tutorDashboardRouter } from './tutor-dashboard.routes';

/** The tutor's dashboard. */
export function tutorDashboardModule(ctx: AppContext): AreaModule {
  return { name: 'tutor-dashboard', routers: () => [tutorDashboardRouter(ctx)] };
}
