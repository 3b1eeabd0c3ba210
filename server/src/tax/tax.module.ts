import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { taxRouter } from './tax.routes';

/** Sales and service tax: admins' tax codes and the monthly report (issue 21, docs/tax.md). */
export function taxModule(ctx: AppContext): AreaModule {
  return { name: 'tax', routers: () => [taxRouter(ctx)] };
}
