import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { schoolCalendarRouter } from './school-calendar.routes';

/** The Malaysian school calendar, which package courses' chapters open by (issue 23). */
export function schoolCalendarModule(ctx: AppContext): AreaModule {
  return { name: 'school-calendar', routers: () => [schoolCalendarRouter(ctx)] };
}
