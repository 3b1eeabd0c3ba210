import Router from '@koa/router';
import { AUTHORING_MSG, tutorCourseContract as c } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { mediaLinks } from '../media/media-links';
import { createIngestService } from '../uploads/ingest/ingest.service';
import { uploadHandler } from '../uploads/ingest/upload-handler';
import { createCourseViews } from './course-view';
import { createLookupService } from './lookup.service';
import { createTutorCourseService } from './tutor-course.service';

/** Tutor video courses: lookups, uploads, the aggregate save, submit and the tabs' actions. */
export function tutorCourseRouter(deps: AppContext): Router<AppState> {
  const { db, config } = deps;
  const router = new Router<AppState>();
  const links = mediaLinks(config.appSecret);
  const views = createCourseViews({ ...deps, links });
  const lookups = createLookupService(deps);
  const ingest = createIngestService({ db, dataDir: config.dataDir, appSecret: config.appSecret });
  const courses = createTutorCourseService({ ...deps, views });

  mount(router, c.list, async ({ user, query }) => ({ data: await courses.list(user, query) }));
  mount(router, c.categories, async () => ({ data: await lookups.categories('course') }));
  mount(router, c.prices, async () => ({ data: await lookups.prices() }));
  mount(router, c.subCategories, async ({ query }) => ({
    data: await lookups.subCategories('course', query.category_id),
  }));
  mount(router, c.hashslug, async ({ user, body }) => ({ data: await courses.view(user, body.hashslug) }));
  mount(router, c.uploadVideo, uploadHandler(ingest, 'video'));
  mount(router, c.uploadAttachment, uploadHandler(ingest, 'attachment'));
  mount(router, c.uploadBanner, uploadHandler(ingest, 'banner'));
  mount(router, c.saveDraft, async ({ user, body }) => ({
    data: await courses.saveDraft(user, body),
    message: AUTHORING_MSG.draftSaved,
  }));
  mount(router, c.save, async ({ user, body }) => {
    const saved = await courses.saveDraft(user, body);
    return { data: { ...saved, url: '/backoffice/tutor/courses' }, message: AUTHORING_MSG.courseSaved };
  });
  mount(router, c.submit, async ({ user, body }) => ({
    data: await courses.submit(user, body.hashslug, body.version),
    message: AUTHORING_MSG.submitted,
  }));
  mount(router, c.replyQna, async ({ user, body }) => ({ data: await courses.reply(user, body) }));
  mount(router, c.storeTrainingSchedule, async ({ user, body }) => ({
    data: await courses.saveSchedule(user, body),
  }));
  mount(router, c.deleteTrainingSchedule, async ({ user, body }) => ({
    data: await courses.deleteSchedule(user, body),
  }));
  mount(router, c.storeAssignment, async ({ user, body }) => ({
    data: await courses.addAssignment(user, body),
  }));
  mount(router, c.deleteAssignment, async ({ user, body }) => ({
    data: await courses.deleteAssignment(user, body),
  }));
  mount(router, c.quizs, async ({ user, body }) => ({ data: await courses.quizPicker(user, body.hashslug) }));
  mount(router, c.quizUpdateStatus, async ({ user, body }) => ({ data: await courses.swapQuiz(user, body) }));
  mount(router, c.selectQuiz, async ({ user, body }) => ({ data: await courses.selectQuiz(user, body.id) }));
  mount(router, c.removeQuiz, async ({ user, body }) => ({
    data: await courses.removeQuiz(user, body.quiz_id),
  }));
  mount(router, c.searchQuiz, async ({ user, body, query }) => ({
    data: await courses.searchQuizzes(user, { ...body, page: query.page }),
  }));
  mount(router, c.deleteQuiz, async ({ user, body }) => ({ data: await courses.deleteQuiz(user, body) }));
  return router;
}
