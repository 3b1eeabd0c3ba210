import Router from '@koa/router';
import { contract, MSG } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createFeedbackService } from './feedback.service';
import { createQnaService } from './qna.service';
import { quizServiceFor } from './quiz.service';

/** The learning area's routes: quizzes, Q&A and feedback of the course page (spec 001 §7). */
export function learningRouter(ctx: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const quizService = quizServiceFor(ctx);
  const qnaService = createQnaService(ctx);
  const feedbackService = createFeedbackService(ctx);
  const routes = contract.learning;

  mount(router, routes.quizInfo, async ({ body, actor }) => ({
    data: { quiz: await quizService.info(actor, body.quiz_id) },
  }));
  mount(router, routes.submitQuiz, async ({ params, body, actor }) => ({
    data: {
      quiz: await quizService.submit(actor, params.courseId, params.quizId, body.questions),
    },
  }));
  mount(router, routes.quizScores, async ({ body, actor }) => ({
    data: { scores: await quizService.scores(actor, body.course_id) },
  }));
  mount(router, routes.chapterQuizzes, async ({ body, actor }) => ({
    data: { quizs: await quizService.chapterQuizzes(actor, body.course_id, body.chapter_id) },
  }));

  mount(router, routes.qnaQuestions, async ({ params, actor }) => ({
    data: await qnaService.list(actor, params.courseId),
  }));
  mount(router, routes.qnaCreate, async ({ body, actor }) => ({
    data: { id: await qnaService.ask(actor, body.course_id, body.comment) },
    message: MSG.questionCreated,
  }));
  mount(router, routes.qnaReply, async ({ body, actor }) => {
    await qnaService.reply(actor, body.course_id, body.id, body.comment2);
    return { data: await qnaService.list(actor, body.course_id), message: MSG.replyCreated };
  });

  mount(router, routes.feedbackCourse, async ({ params, actor }) => ({
    data: await feedbackService.list(actor, params.courseId),
  }));
  mount(router, routes.feedbackCreate, async ({ body, actor }) => ({
    data: { id: await feedbackService.create(actor, body) },
    message: MSG.feedbackCreated,
  }));
  mount(router, routes.feedbackById, async ({ params, actor }) => ({
    data: await feedbackService.get(actor, params.id),
  }));
  mount(router, routes.feedbackUpdate, async ({ body, actor }) => {
    await feedbackService.update(actor, body);
    return { data: { id: body.id }, message: MSG.feedbackUpdated };
  });

  return router;
}
