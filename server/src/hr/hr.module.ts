import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { hrStatisticsRouter } from './hr.routes';

/** HR statistics. */
export function hrModule(ctx: AppContext): AreaModule {
  return { name: 'hr', routers: () => [hrStatisticsRouter(ctx)] };
}
