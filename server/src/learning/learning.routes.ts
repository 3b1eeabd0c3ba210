import Router from '@koa/router';
import { contract, MSG } from '@mahir/shared';
import { actorOf, userActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { feedbackService } from './feedback.service';
import { qnaService } from './qna.service';
import { quizService } from './quiz.service';

/** The learning area's routes: quizzes, Q&A and feedback of the course page (spec 001 §7). */
export function learningRouter({ db }: AppContext): Router<AppState> {
  const router = new Router<AppState>();
  const routes = contract.learning;

  mount(router, routes.quizInfo, async ({ body, user }) => ({
    data: { quiz: await quizService.info(db, userActor(user), body.quiz_id) },
  }));
  mount(router, routes.submitQuiz, async ({ params, body, user }) => ({
    data: {
      quiz: await quizService.submit(db, userActor(user), params.courseId, params.quizId, body.questions),
    },
  }));
  mount(router, routes.quizScores, async ({ body, user }) => ({
    data: { scores: await quizService.scores(db, userActor(user), body.course_id) },
  }));
  mount(router, routes.chapterQuizzes, async ({ body, user }) => ({
    data: { quizs: await quizService.chapterQuizzes(db, actorOf(user), body.course_id, body.chapter_id) },
  }));

  mount(router, routes.qnaQuestions, async ({ params, user }) => ({
    data: await qnaService.list(db, actorOf(user), params.courseId),
  }));
  mount(router, routes.qnaCreate, async ({ body, user }) => ({
    data: { id: await qnaService.ask(db, userActor(user), body.course_id, body.comment) },
    message: MSG.questionCreated,
  }));
  mount(router, routes.qnaReply, async ({ body, user }) => {
    await qnaService.reply(db, userActor(user), body.course_id, body.id, body.comment2);
    return { data: await qnaService.list(db, userActor(user), body.course_id), message: MSG.replyCreated };
  });

  mount(router, routes.feedbackCourse, async ({ params, user }) => ({
    data: await feedbackService.list(db, actorOf(user), params.courseId),
  }));
  mount(router, routes.feedbackCreate, async ({ body, user }) => ({
    data: { id: await feedbackService.create(db, userActor(user), body) },
    message: MSG.feedbackCreated,
  }));
  mount(router, routes.feedbackById, async ({ params, user }) => ({
    data: await feedbackService.get(db, userActor(user), params.id),
  }));
  mount(router, routes.feedbackUpdate, async ({ body, user }) => {
    await feedbackService.update(db, userActor(user), body);
    return { data: { id: body.id }, message: MSG.feedbackUpdated };
  });

  return router;
}
