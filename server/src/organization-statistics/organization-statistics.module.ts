import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { groupStatisticsRouter } from './group-statistics.routes';

/** Group statistics of organisations. */
export function organizationStatisticsModule(ctx: AppContext): AreaModule {
  return { name: 'organization-statistics', routers: () => [groupStatisticsRouter(ctx)] };
}
