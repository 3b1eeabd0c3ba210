import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { offlineRouter } from './offline.routes';

/** Offline downloads of modules and the replay of progress made offline (issue 23). */
export function offlineModule(ctx: AppContext): AreaModule {
  return { name: 'offline', routers: () => [offlineRouter(ctx)] };
}
