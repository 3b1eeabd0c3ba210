import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { learningRouter } from './learning.routes';

/** A learner's course: lessons, quizzes, questions and feedback. */
export function learningModule(ctx: AppContext): AreaModule {
  return { name: 'learning', routers: () => [learningRouter(ctx)] };
}
