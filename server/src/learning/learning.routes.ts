import Router from '@koa/router';
import { contract, MSG } from '@mahir/shared';
import { actorOf, userActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createFeedbackService } from './feedback.service';
import { createQnaService } from './qna.service';
import { createQuizService } from './quiz.service';

/** The learning area's routes: quizzes, Q&A and feedback of the course page (spec 001 §7). */
export function learningRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const quizService = createQuizService(ctx);
  const qnaService = createQnaService(ctx);
  const feedbackService = createFeedbackService(ctx);
  const routes = contract.learning;

  mount(router, routes.quizInfo, async ({ body, user }) => ({
    data: { quiz: await quizService.info(userActor(user), body.quiz_id) },
  }));
  mount(router, routes.submitQuiz, async ({ params, body, user }) => ({
    data: {
      quiz: await quizService.submit(userActor(user), params.courseId, params.quizId, body.questions),
    },
  }));
  mount(router, routes.quizScores, async ({ body, user }) => ({
    data: { scores: await quizService.scores(userActor(user), body.course_id) },
  }));
  mount(router, routes.chapterQuizzes, async ({ body, user }) => ({
    data: { quizs: await quizService.chapterQuizzes(actorOf(user), body.course_id, body.chapter_id) },
  }));

  mount(router, routes.qnaQuestions, async ({ params, user }) => ({
    data: await qnaService.list(actorOf(user), params.courseId),
  }));
  mount(router, routes.qnaCreate, async ({ body, user }) => ({
    data: { id: await qnaService.ask(userActor(user), body.course_id, body.comment) },
    message: MSG.questionCreated,
  }));
  mount(router, routes.qnaReply, async ({ body, user }) => {
    await qnaService.reply(userActor(user), body.course_id, body.id, body.comment2);
    return { data: await qnaService.list(userActor(user), body.course_id), message: MSG.replyCreated };
  });

  mount(router, routes.feedbackCourse, async ({ params, user }) => ({
    data: await feedbackService.list(actorOf(user), params.courseId),
  }));
  mount(router, routes.feedbackCreate, async ({ body, user }) => ({
    data: { id: await feedbackService.create(userActor(user), body) },
    message: MSG.feedbackCreated,
  }));
  mount(router, routes.feedbackById, async ({ params, user }) => ({
    data: await feedbackService.get(userActor(user), params.id),
  }));
  mount(router, routes.feedbackUpdate, async ({ body, user }) => {
    await feedbackService.update(userActor(user), body);
    return { data: { id: body.id }, message: MSG.feedbackUpdated };
  });

  return router;
}
