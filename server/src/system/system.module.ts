import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { systemRouter } from './system.routes';

/** Health and the OpenAPI document. */
export function systemModule(ctx: AppContext): AreaModule {
  return { name: 'system', routers: () => [systemRouter(ctx)] };
}
