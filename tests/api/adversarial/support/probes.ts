import type { DemoAccount } from '@mahir/db/seed';
import { AUTHORING_PROBES } from './authoring-probes';
import type { DemoFixtures } from './demo-fixtures';
import type { RouteInput } from './route-call';

/**
 * How the matrix calls one route: a valid request naming `owner`'s data, and what a second account of the
 * owner's role must get with the very same request: `refuse` (403/404, nothing written, nothing read) or
 * `own-view` (an answer about itself or public data, never the owner's private data).
 */
export interface Probe {
  owner: DemoAccount;
  input: (f: DemoFixtures) => RouteInput;
  cross: 'refuse' | 'own-view';
}

const none = (): RouteInput => ({});

/**
 * One probe per contract route, keyed by `METHOD path`. A route missing here fails the matrix: a new route
 * plugs in with one line.
 */
export const PROBES: Record<string, Probe> = {
  'GET /ajax/v2/admin/dashboard/sidebar': { owner: 'admin', input: none, cross: 'own-view' },
  'POST /ajax/v2/auth/login': {
    owner: 'student',
    input: () => ({ body: { email: 'student@demo.my', password: 'wrong-password' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/logout': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/auth/me': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/auth/session': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/auth/csrf': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/vod/course/category/{category}': {
    owner: 'student',
    input: () => ({ params: { category: 'all' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/course/search': {
    owner: 'student',
    input: () => ({ query: { page: 1 }, body: { keyword: 'kursus' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/vod/course/related/{hashSlug}/{subId}': {
    owner: 'student',
    input: (f) => ({ params: { hashSlug: f.video.hashslug, subId: f.video.subId } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/vod/course/page/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.video.hashslug } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/course/access-code': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.closedCourseId, access_code: 'NOT-THE-CODE' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/course/employee-access': {
    owner: 'employee',
    input: (f) => ({ body: { course_id: f.video.id } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/course/student-access': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.tutorCourseId } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/course/cart': {
    owner: 'parent',
    input: (f) => ({ body: { course_id: f.review.id } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/vod/my-courses': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/hr/pm4biz/statistics': {
    owner: 'hr',
    input: (f) => ({ body: { month: 1, year: 2026, user_id: f.employee } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/hr/pm4biz/statistic/listed': {
    owner: 'hr',
    input: () => ({ query: { page: 1 }, body: {} }),
    cross: 'refuse',
  },
  'POST /ajax/v2/hr/pm4biz/statistic/remove_user': {
    owner: 'hr',
    input: (f) => ({ body: { user_id: f.employee } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/hr/pm4biz/statistic/add_user': {
    owner: 'hr',
    input: (f) => ({ body: { ids: [f.unlistedEmployee] } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/hr/pm4biz/statistic/unlisted': {
    owner: 'hr',
    input: () => ({ body: { modal_keyword: '' } }),
    cross: 'refuse',
  },
  'GET /ajax/v2/hr/pm4biz/statistic/report.pdf': {
    owner: 'hr',
    input: () => ({ query: { month: 1, year: 2026 } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/quiz/info': {
    owner: 'student',
    input: (f) => ({ body: { quiz_id: f.openQuiz.quizId } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/submit-quiz/{courseId}/{quizId}': {
    owner: 'student',
    input: (f) => ({
      params: { courseId: f.video.id, quizId: f.openQuiz.quizId },
      body: { questions: f.openQuiz.questionIds.map((id) => ({ id, answer: 1 })) },
    }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/quiz/scores': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.video.id } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/quizs': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.video.id, chapter_id: f.openQuiz.chapterId } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/qna/create': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.review.id, comment: 'Soalan dari matriks' } }),
    cross: 'refuse',
  },
  'GET /ajax/v2/vod/qna/question/{courseId}': {
    owner: 'student',
    input: (f) => ({ params: { courseId: f.video.id } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/qna/reply/answer': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.video.id, id: f.questionAnswerId, comment2: 'Terima kasih' } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/feedback/create': {
    owner: 'student',
    input: (f) => ({
      body: {
        course_id: f.review.id,
        tutor_id: f.review.tutorId,
        subscribe_id: f.review.subscription,
        rate: 4,
        content: 'Ulasan dari matriks',
      },
    }),
    cross: 'refuse',
  },
  'GET /ajax/v2/vod/feedback/course/{courseId}': {
    owner: 'student',
    input: (f) => ({ params: { courseId: f.video.id } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/vod/feedback/id/{id}': {
    owner: 'student',
    input: (f) => ({ params: { id: f.feedbackId } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/feedback/update': {
    owner: 'student',
    input: (f) => ({ body: { id: f.feedbackId, rate: 3, content: 'Dikemas kini oleh matriks' } }),
    cross: 'refuse',
  },
  'GET /ajax/v2/vod/course/info/{courseId}': {
    owner: 'student',
    input: (f) => ({ params: { courseId: f.video.id } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/vod/attachment/file/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.attachmentSlug } }),
    cross: 'refuse',
  },
  'GET /ajax/v2/vod/video/chapter/{courseId}': {
    owner: 'student',
    input: (f) => ({ params: { courseId: f.video.id } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/video/watch': {
    owner: 'student',
    input: (f) => ({
      body: { course_id: f.video.id, subscriber_id: f.video.subscription, id: f.lockedModuleId },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/vod/video/watched': {
    owner: 'student',
    input: (f) => ({
      body: { course_id: f.video.id, subscriber_id: f.video.subscription, module_id: f.lockedModuleId },
    }),
    cross: 'refuse',
  },
  'GET /ajax/v2/vod/stockphoto/download2/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.photoSlug } }),
    cross: 'refuse',
  },
  'GET /ajax/v2/vod/ebook/download2/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.ebookSlug } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/package/hashslug': {
    owner: 'parent',
    input: (f) => ({ body: { hashslug: f.packageSlug } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/package/next': {
    owner: 'parent',
    input: (f) => ({
      body: { hashslug: f.packageSlug, mahir_course_id: f.packageCourseIds.slice(0, f.packageChoose) },
    }),
    cross: 'own-view',
  },
  'GET /ajax/v2/subscription/order/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.order.hashslug } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/subscription/cancel': {
    owner: 'student',
    input: (f) => ({ body: { order_id: f.order.id } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/cancel/subscription': {
    owner: 'student',
    input: (f) => ({ body: { subscribe_id: f.audioSubscription } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/cancel/free': {
    owner: 'student',
    input: (f) => ({ body: { subscribe_id: f.freeSubscription } }),
    cross: 'refuse',
  },
  'GET /ajax/v2/openapi.json': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/vod/wishlist/update': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.video.id, user_id: f.student } }),
    cross: 'refuse',
  },
  'GET /ajax/v2/wishlist/index': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/wishlist/destroy': {
    owner: 'student',
    input: (f) => ({ body: { id: f.wishlistItemId } }),
    cross: 'refuse',
  },
  // Back office (tutor authoring, admin review and content): one probe per route in authoring-probes.ts.
  ...AUTHORING_PROBES,
};

/** Owner kinds whose records a second user must never reach. */
export const PRIVATE_KINDS = new Set([
  'order',
  'subscription',
  'feedback',
  'discussion',
  'wishlist',
  'company',
  'account',
  'upload',
]);
