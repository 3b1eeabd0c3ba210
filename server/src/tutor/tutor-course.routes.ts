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
  const ingest = createIngestService({ db, storage: deps.storage, appSecret: config.appSecret });
  const courses = createTutorCourseService({ ...deps, views });

  mount(router, c.list, async ({ actor, query }) => ({ data: await courses.list(actor, query) }));
  mount(router, c.categories, async () => ({ data: await lookups.categories('course') }));
  mount(router, c.prices, async () => ({ data: await lookups.prices() }));
  mount(router, c.subCategories, async ({ query }) => ({
    data: await lookups.subCategories('course', query.category_id),
  }));
  mount(router, c.hashslug, async ({ actor, body }) => ({ data: await courses.view(actor, body.hashslug) }));
  mount(router, c.uploadVideo, uploadHandler(ingest, 'video'));
  mount(router, c.uploadAttachment, uploadHandler(ingest, 'attachment'));
  mount(router, c.uploadBanner, uploadHandler(ingest, 'banner'));
  mount(router, c.saveDraft, async ({ actor, body }) => ({
    data: await courses.saveDraft(actor, body),
    message: AUTHORING_MSG.draftSaved,
  }));
  mount(router, c.save, async ({ actor, body }) => {
    const saved = await courses.saveDraft(actor, body);
    return { data: { ...saved, url: '/backoffice/tutor/courses' }, message: AUTHORING_MSG.courseSaved };
  });
  mount(router, c.submit, async ({ actor, body }) => ({
    data: await courses.submit(actor, body.hashslug, body.version),
    message: AUTHORING_MSG.submitted,
  }));
  mount(router, c.replyQna, async ({ actor, body }) => ({ data: await courses.reply(actor, body) }));
  mount(router, c.storeTrainingSchedule, async ({ actor, body }) => ({
    data: await courses.saveSchedule(actor, body),
  }));
  mount(router, c.deleteTrainingSchedule, async ({ actor, body }) => ({
    data: await courses.deleteSchedule(actor, body),
  }));
  mount(router, c.storeAssignment, async ({ actor, body }) => ({
    data: await courses.addAssignment(actor, body),
  }));
  mount(router, c.deleteAssignment, async ({ actor, body }) => ({
    data: await courses.deleteAssignment(actor, body),
  }));
  mount(router, c.quizs, async ({ actor, body }) => ({
    data: await courses.quizPicker(actor, body.hashslug),
  }));
  mount(router, c.quizUpdateStatus, async ({ actor, body }) => ({
    data: await courses.swapQuiz(actor, body),
  }));
  mount(router, c.selectQuiz, async ({ actor, body }) => ({
    data: await courses.selectQuiz(actor, body.id),
  }));
  mount(router, c.removeQuiz, async ({ actor, body }) => ({
    data: await courses.removeQuiz(actor, body.quiz_id),
  }));
  mount(router, c.searchQuiz, async ({ actor, body, query }) => ({
    data: await courses.searchQuizzes(actor, { ...body, page: query.page }),
  }));
  mount(router, c.deleteQuiz, async ({ actor, body }) => ({ data: await courses.deleteQuiz(actor, body) }));
  return router;
}
