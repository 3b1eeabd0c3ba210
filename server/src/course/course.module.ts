import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { coursePageRouter } from './course.routes';

/** A course's page. */
export function courseModule(ctx: AppContext): AreaModule {
  return { name: 'course', routers: () => [coursePageRouter(ctx)] };
}
