import Router from '@koa/router';
import { tutorQuizContract as c, QUIZ_AUTHORING_MSG } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createTutorQuizService } from './tutor-quiz.service';

/** Tutor quiz authoring. */
export function tutorQuizRouter(deps: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const quizzes = createTutorQuizService(deps);
  mount(router, c.store, async ({ user, params, body }) => ({
    data: await quizzes.store(user, params.hashslug, body),
    message: QUIZ_AUTHORING_MSG.quizSaved,
  }));
  mount(router, c.info, async ({ user, body }) => ({
    data: await quizzes.info(user, body.hashslug, body.id),
  }));
  mount(router, c.update, async ({ user, params, body }) => ({
    data: await quizzes.update(user, params.id, body),
    message: QUIZ_AUTHORING_MSG.quizSaved,
  }));
  return router;
}
