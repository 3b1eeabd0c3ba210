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
  mount(router, c.store, async ({ actor, params, body }) => ({
    data: await quizzes.store(actor, params.hashslug, body),
    message: QUIZ_AUTHORING_MSG.quizSaved,
  }));
  mount(router, c.info, async ({ actor, body }) => ({
    data: await quizzes.info(actor, body.hashslug, body.id),
  }));
  mount(router, c.update, async ({ actor, params, body }) => ({
    data: await quizzes.update(actor, params.id, body),
    message: QUIZ_AUTHORING_MSG.quizSaved,
  }));
  return router;
}
