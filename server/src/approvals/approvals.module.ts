import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { approvalsRouter } from './approvals.routes';

/** Back-office approvals. */
export function approvalsModule(ctx: AppContext): AreaModule {
  return { name: 'approvals', routers: () => [approvalsRouter(ctx)] };
}
