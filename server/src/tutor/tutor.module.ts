import type { AppContext } from '../app-context';
import type { AreaModule } from '../area-module';
import { tutorAssetRouter } from './tutor-asset.routes';
import { tutorCourseRouter } from './tutor-course.routes';
import { tutorQuizRouter } from './tutor-quiz.routes';

/** A tutor's courses, quizzes and assets. */
export function tutorModule(ctx: AppContext): AreaModule {
  return {
    name: 'tutor',
    routers: () => [tutorCourseRouter(ctx), tutorQuizRouter(ctx), tutorAssetRouter(ctx)],
  };
}
