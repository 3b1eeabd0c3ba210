import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { privacyRouter } from './privacy.routes';

/** Personal data (PDPA 2010, issue 20): a person's data export. */
export function privacyModule(ctx: AppContext): AreaModule {
  return { name: 'privacy', routers: () => [privacyRouter(ctx)] };
}
