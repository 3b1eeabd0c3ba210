import { DEMO_CERTIFICATE_CODE, type DemoAccount } from '@mahir/seed';
import { DEMO_COUPON_MAHIR10 } from '@mahir/shared/coupons/demo-coupon';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { EXAMPLE_SCHOOL_CALENDARS } from '@mahir/shared/school-calendar/school-calendar-examples';
import { EINVOICE_BUYER } from '../../einvoice-fixtures';
import { AUTHORING_PROBES } from './authoring-probes';
import type { DemoFixtures } from './demo-fixtures';
import { GROUP_STATISTICS_PROBES } from './group-statistics-probes';
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

/** A buyer's details as the checkout forms send them. */
const BUYER = { name: 'Pelajar Demo', email: 'student@example.my', phone_no: '0123456789' };
const SHIPPING = {
  name: 'Pelajar Demo',
  email: 'student@example.my',
  phone_no: '0123456789',
  address1: 'No 1, Jalan Demo',
  postcode: '50000',
  city: 'Kuala Lumpur',
};

/** The demo coupon MAHIR10 as the admin form sends it: the stored coupon's own fields. */
const MAHIR10_INPUT = DEMO_COUPON_MAHIR10;

/** The subscription account step of a logged-in buyer (guest fields left out: a visitor is refused). */
const accountStep = (f: DemoFixtures) => ({
  first_name: 'Ibu',
  last_name: 'Demo',
  gender: 'F',
  phone_no: '0123456789',
  name_institution: 'Sekolah Demo',
  school_id: f.purchase.schoolId,
  g_name: 'Penjaga Demo',
  g_relation: 'mother',
  g_email: 'guardian@example.my',
  g_phone_no: '0123456789',
  g_address1: 'No 1, Jalan Demo',
  g_country: '1',
  g_postcode: '50000',
  g_state: String(f.purchase.stateId),
  g_city: 'Kuala Lumpur',
});

/**
 * One probe per contract route, keyed by `METHOD path`. A route missing here fails the matrix: a new route
 * plugs in with one line.
 */
export const PROBES: Record<string, Probe> = {
  'GET /ajax/v2/admin/dashboard/sidebar': { owner: 'admin', input: none, cross: 'own-view' },
  // Dashboards and approvals (issue 11): admin-wide data, and the tutor's own totals found from the session.
  'GET /ajax/v2/admin/dashboard': { owner: 'admin', input: none, cross: 'own-view' },
  'GET /ajax/v2/admin/dashboard/month/{n}': {
    owner: 'admin',
    input: () => ({ params: { n: 13 } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/tutor/dashboard': { owner: 'tutor', input: none, cross: 'own-view' },
  'GET /ajax/v2/tutor/dashboard/subscriber/weekly': { owner: 'tutor', input: none, cross: 'own-view' },
  'GET /ajax/v2/admin/reseller/registrations': { owner: 'admin', input: none, cross: 'own-view' },
  'POST /ajax/v2/admin/reseller/registration/approve': {
    owner: 'admin',
    input: (f) => ({ body: { id: f.approvals.resellerId } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/reseller/registration/decline': {
    owner: 'admin',
    input: (f) => ({ body: { id: f.approvals.resellerId, reason: 'Maklumat tidak lengkap' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/subscription/cancellations': { owner: 'admin', input: none, cross: 'own-view' },
  'POST /ajax/v2/admin/subscription/cancellation/approve': {
    owner: 'admin',
    input: (f) => ({ body: { id: f.approvals.cancellationId } }),
    cross: 'own-view',
  },
  // Outgoing mail (issue 19): preferences by a mail's token or the session, and the admin's outbox.
  'POST /unsubscribe': {
    owner: 'student',
    input: () => ({
      query: { token: `1.billing.${'A'.repeat(43)}` },
      body: { 'List-Unsubscribe': 'One-Click' },
    }),
    cross: 'own-view',
  },
  'GET /ajax/v2/mail-preferences': { owner: 'student', input: none, cross: 'own-view' },
  'PUT /ajax/v2/mail-preferences': {
    owner: 'student',
    input: () => ({ body: { categories: [{ category: 'progress', enabled: true }] } }),
    cross: 'own-view',
  },
  // Admin orders and refunds (issue 21): any order, admins only.
  'GET /ajax/v2/admin/orders': { owner: 'admin', input: () => ({ query: { page: 1 } }), cross: 'own-view' },
  'GET /ajax/v2/admin/orders/{reference}': {
    owner: 'admin',
    input: (f) => ({ params: { reference: f.purchase.orderReference } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/orders/{reference}/resend-receipt': {
    owner: 'admin',
    input: (f) => ({ params: { reference: f.purchase.orderReference } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/orders/{reference}/refund': {
    owner: 'admin',
    input: (f) => ({
      params: { reference: f.purchase.orderReference },
      body: { amount: 100, to: 'coins', reason: 'Route matrix probe' },
    }),
    cross: 'own-view',
  },
  // No bank refund waits in the demo: the probe's number answers 404, for every admin alike.
  'POST /ajax/v2/admin/orders/{reference}/refunds/{number}/paid': {
    owner: 'admin',
    input: (f) => ({
      params: { reference: f.purchase.orderReference, number: 'RF-2026-000001' },
      body: { bank_reference: 'IBG-PROBE' },
    }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/mails': { owner: 'admin', input: () => ({ query: { page: 1 } }), cross: 'own-view' },
  'GET /ajax/v2/admin/mails/{id}': {
    owner: 'admin',
    input: () => ({ params: { id: 1 } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/mails/{id}/resend': {
    owner: 'admin',
    input: () => ({ params: { id: 1 } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/login': {
    owner: 'student',
    input: () => ({ body: { email: 'student@demo.my', password: 'wrong-password' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/logout': { owner: 'student', input: none, cross: 'own-view' },
  // Accounts (issue 19): public sign-up and recovery; a made-up token is an invalid link, never a 5xx.
  'POST /ajax/v2/auth/register': {
    owner: 'student',
    input: () => ({
      body: {
        full_name: 'Matrix Pupil',
        email: 'matrix.signup@example.my',
        password: 'rahsia123',
        password_confirmation: 'rahsia123',
        account_type: 'student',
        dob: '2012-01-01',
        guardian_email: 'matrix.guardian@example.my',
        terms: true,
      },
    }),
    cross: 'own-view',
  },
  // Families (issue 20): the guardian's own children only; a pupil's own guardians; consent by mailed token.
  'GET /ajax/v2/family/children': { owner: 'parent', input: none, cross: 'own-view' },
  'POST /ajax/v2/family/children': {
    owner: 'parent',
    input: (f) => ({
      body: {
        ...accountStep(f),
        email: 'matrix.child@example.my',
        confirm_email: 'matrix.child@example.my',
        password: 'rahsia123',
        confirm_password: 'rahsia123',
      },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/family/children/link': {
    owner: 'parent',
    input: () => ({ body: { email: 'student@demo.my' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/family/children/{childId}/unlink': {
    owner: 'parent',
    input: (f) => ({ params: { childId: f.family.sibling } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/family/link/confirm': {
    owner: 'student',
    input: () => ({ body: { token: 'A'.repeat(43) } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/family/guardians': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/family/guardians/{guardianId}/unlink': {
    owner: 'student',
    input: (f) => ({ params: { guardianId: f.family.parent } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/family/consent/resend': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/family/consent/check': {
    owner: 'student',
    input: () => ({ body: { token: 'A'.repeat(43) } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/family/consent': {
    owner: 'student',
    input: () => ({ body: { token: 'A'.repeat(43), language: 'en' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/verify-email': {
    owner: 'student',
    input: () => ({ body: { token: 'A'.repeat(43) } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/verify-email/resend': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/auth/forgot-password': {
    owner: 'student',
    input: () => ({ body: { email: 'matrix.forgot@example.my' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/reset-password/check': {
    owner: 'student',
    input: () => ({ body: { token: 'A'.repeat(43) } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/reset-password': {
    owner: 'student',
    input: () => ({
      body: { token: 'A'.repeat(43), password: 'baharu123', password_confirmation: 'baharu123' },
    }),
    cross: 'own-view',
  },
  // Account security (issue 19): made-up codes, handles and tokens are refused with 4xx, never a 5xx; the
  // email change names a wrong password, so no probe changes an address.
  'POST /ajax/v2/auth/two-factor/login': {
    owner: 'student',
    input: () => ({ body: { code: '123456' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/two-factor/login/enrol': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/auth/two-factor': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/auth/two-factor/enrol': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/auth/two-factor/confirm': {
    owner: 'student',
    input: () => ({ body: { code: '123456' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/two-factor/recovery-codes': {
    owner: 'student',
    input: () => ({ body: { code: '123456' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/two-factor/disable': {
    owner: 'student',
    input: () => ({ body: { password: 'wrong-password', code: '123456' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/auth/sessions': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/auth/sessions/sign-out': {
    owner: 'student',
    input: () => ({ body: { id: '0'.repeat(32) } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/sessions/sign-out-others': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/admin/settings/security': { owner: 'admin', input: none, cross: 'own-view' },
  // Tax (issue 21): admin-wide codes and report; the save writes the defaults back, changing no order's tax.
  // Coupons (issue 21): admin-wide; the update writes MAHIR10 back as the seed has it.
  'GET /ajax/v2/admin/coupons': {
    owner: 'admin',
    input: () => ({ query: { page: 1, q: 'MAHIR' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/coupons': {
    owner: 'admin',
    input: () => ({ body: { ...MAHIR10_INPUT, code: 'MATRIX-PROBE', active: false } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/coupons/{id}': {
    owner: 'admin',
    input: (f) => ({ params: { id: f.coupon.mahir10Id }, body: MAHIR10_INPUT }),
    cross: 'own-view',
  },
  // School calendar (issue 23): admin-wide; the save writes the seed's 2026 calendars back as they are.
  'GET /ajax/v2/admin/school-calendars': { owner: 'admin', input: none, cross: 'own-view' },
  'GET /ajax/v2/admin/school-calendars/{year}': {
    owner: 'admin',
    input: () => ({ params: { year: 2026 } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/school-calendars/{year}': {
    owner: 'admin',
    input: () => ({
      params: { year: 2026 },
      body: {
        A: EXAMPLE_SCHOOL_CALENDARS.find((c) => c.year === 2026 && c.group === 'A'),
        B: EXAMPLE_SCHOOL_CALENDARS.find((c) => c.year === 2026 && c.group === 'B'),
      },
    }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/tax/codes': { owner: 'admin', input: none, cross: 'own-view' },
  'POST /ajax/v2/admin/tax/codes': {
    owner: 'admin',
    input: () => ({ body: { codes: [{ item_type: 'course', type: '02', rate_basis_points: null }] } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/tax/report': {
    owner: 'admin',
    input: () => ({ query: { month: 1, year: 2026 } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/tax/report.pdf': {
    owner: 'admin',
    input: () => ({ query: { month: 1, year: 2026 } }),
    cross: 'own-view',
  },
  // Saved off, as the demo has it: the matrix's own calls change no one's sign-in.
  'POST /ajax/v2/admin/settings/security': {
    owner: 'admin',
    input: () => ({ body: { two_factor_required: false } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/settings/security/reset-two-factor': {
    owner: 'admin',
    input: () => ({ body: { email: 'nobody.matrix@example.my' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/email-change': {
    owner: 'student',
    input: () => ({ body: { email: 'matrix.new@example.my', password: 'wrong-password' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/auth/email-change/confirm': {
    owner: 'student',
    input: () => ({ body: { token: 'A'.repeat(43) } }),
    cross: 'own-view',
  },
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
  'POST /ajax/v2/vod/video/position': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.video.id, id: f.lockedModuleId, position: 30 } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/audio/position': {
    owner: 'student',
    input: (f) => ({ body: { course_id: f.audio.id, hashslug: f.audio.partSlug, position: 4 } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/vod/video/watched': {
    owner: 'student',
    input: (f) => ({
      body: { course_id: f.video.id, subscriber_id: f.video.subscription, module_id: f.lockedModuleId },
    }),
    cross: 'refuse',
  },
  // Offline downloads (issue 23): a licence is the subscriber's only; a replay answers per item, so another
  // student's call is answered about their own (refused) items and writes nothing.
  'POST /ajax/v2/offline/licence': {
    owner: 'student',
    // `files` (audio parts and ebooks) is empty here so the fuzzer mutates it too.
    input: (f) => ({
      body: { course_id: f.video.id, modules: [{ id: f.lockedModuleId, quality: null }], files: [] },
    }),
    cross: 'refuse',
  },
  'POST /ajax/v2/offline/sync': {
    owner: 'student',
    input: (f) => ({
      body: {
        events: [
          {
            kind: 'position',
            client_id: '6f1c2b1e-8a4d-4c3e-9b7a-2d5e8f0a1b2c',
            at: '2026-11-29T01:00:00.000Z',
            course_id: f.video.id,
            module_id: f.lockedModuleId,
            position: 30,
          },
        ],
      },
    }),
    cross: 'own-view',
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
  // Renewals without a card (issue 21): the renewal view, a holiday pause, the admin's pause allowance.
  'GET /ajax/v2/subscription/order/{hashslug}/renewal': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.order.hashslug } }),
    cross: 'refuse',
  },
  'POST /ajax/v2/subscription/order/{hashslug}/pause': {
    owner: 'student',
    input: (f) => ({
      params: { hashslug: f.order.hashslug },
      body: { from: malaysiaDay(new Date()), days: 1 },
    }),
    cross: 'refuse',
  },
  // Runs after the pause probe above (contract order), so the owner's call has a pause to end.
  'POST /ajax/v2/subscription/order/{hashslug}/resume': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.order.hashslug }, body: {} }),
    cross: 'refuse',
  },
  'POST /ajax/v2/subscription/order/{hashslug}/renewal/pay': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.payLinkOrder.hashslug }, body: {} }),
    cross: 'refuse',
  },
  'GET /ajax/v2/admin/renewals/settings': { owner: 'admin', input: none, cross: 'own-view' },
  'POST /ajax/v2/admin/renewals/settings': {
    owner: 'admin',
    input: () => ({ body: { max_pause_days: 60 } }),
    cross: 'own-view',
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

  // ---- Purchase side (cart, coins, orders, package checkout, events, merchandise, reseller, profile, affiliate)
  'GET /ajax/v2/cart': {
    owner: 'student',
    input: () => ({ query: { cart: 'subscription' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/cart/count': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/cart/clear': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/merchandise/clear': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/cart/remove': {
    owner: 'student',
    input: () => ({ body: { id: 'row-1' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/merchandise/remove': {
    owner: 'student',
    input: () => ({ body: { id: 'row-1' } }),
    cross: 'own-view',
  },
  // Coupons (issue 21): each shopper's own cart; the demo's MAHIR10.
  'POST /ajax/v2/cart/coupon': {
    owner: 'student',
    input: () => ({ body: { code: 'MAHIR10', cart: 'subscription' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/cart/coupon/remove': {
    owner: 'student',
    input: () => ({ body: { cart: 'subscription' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/cart/user': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/cart/states': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/cart/place-order': {
    owner: 'student',
    input: () => ({ body: { ...BUYER, paymentMethod: 'senangpay' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/cart/free': {
    owner: 'student',
    input: () => ({ body: { ...BUYER, paymentMethod: 'free' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/cart/place-order-merchandise': {
    owner: 'student',
    input: (f) => ({ body: { ...SHIPPING, state_id: f.purchase.stateId, paymentMethod: 'senangpay' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/mahir-coin/packs': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/mahir-coin/add': {
    owner: 'student',
    input: (f) => ({ body: { coin_package_id: f.purchase.coinPackId } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/mahir-coin/cart': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/mahir-coin/payment': {
    owner: 'student',
    input: () => ({ body: { payment_method: 'senangpay' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/mahir-coin/cancel': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/my-orders': { owner: 'student', input: () => ({ query: { page: 1 } }), cross: 'own-view' },
  'GET /ajax/v2/my-orders/{reference}': {
    owner: 'student',
    input: (f) => ({ params: { reference: f.purchase.orderReference } }),
    cross: 'refuse',
  },
  'GET /ajax/v2/my-orders/{reference}/receipt.pdf': {
    owner: 'student',
    input: (f) => ({ params: { reference: f.purchase.orderReference } }),
    cross: 'refuse',
  },
  // e-Invoices (issue 21): the buyer's own for their paid order, the back office's list and cancel, payees' tax details.
  'POST /ajax/v2/my-orders/{reference}/e-invoice': {
    owner: 'student',
    input: (f) => ({ params: { reference: f.purchase.orderReference }, body: EINVOICE_BUYER }),
    cross: 'refuse',
  },
  'GET /ajax/v2/admin/e-invoices': {
    owner: 'admin',
    input: () => ({ query: { page: 1 } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/e-invoices/{id}/cancel': {
    owner: 'admin',
    input: () => ({ params: { id: 1 }, body: { reason: 'Issued to the wrong buyer' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/account/tax-details': { owner: 'reseller', input: none, cross: 'own-view' },
  'POST /ajax/v2/account/tax-details': {
    owner: 'reseller',
    input: () => ({ body: { ...EINVOICE_BUYER, name: 'Reseller Demo', sst: '' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/package/checkout': { owner: 'parent', input: none, cross: 'own-view' },
  'GET /ajax/v2/package/states': { owner: 'parent', input: none, cross: 'own-view' },
  'GET /ajax/v2/package/user': { owner: 'parent', input: none, cross: 'own-view' },
  'POST /ajax/v2/package/make-payment': {
    owner: 'parent',
    input: (f) => ({
      body: {
        type: 2,
        name: 'Ibu Bapa Demo',
        email: 'billing@demo.my',
        phone_no: '0123456789',
        address1: 'No 1, Jalan Demo',
        country: '1',
        postcode: '50000',
        state: String(f.purchase.stateId),
        city: 'Kuala Lumpur',
      },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/package/districts': {
    owner: 'parent',
    input: (f) => ({ body: { state: f.purchase.stateId } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/package/back/{packageId}': {
    owner: 'parent',
    input: (f) => ({ params: { packageId: f.purchase.packageId } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/package/account/save': {
    owner: 'parent',
    input: (f) => ({ body: accountStep(f) }),
    cross: 'own-view',
  },
  'GET /ajax/v2/package/reseller/code': { owner: 'parent', input: none, cross: 'own-view' },
  'POST /ajax/v2/package/search-school': {
    owner: 'parent',
    input: (f) => ({
      query: { page: 1 },
      body: { state: f.purchase.stateId, district: f.purchase.districtId, name: '' },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/package/select-school': {
    owner: 'parent',
    input: (f) => ({ body: { id: f.purchase.schoolId } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/event/list': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/event/hashslug': {
    owner: 'student',
    input: (f) => ({ body: { hashslug: f.purchase.eventSlug } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/event/add': {
    owner: 'student',
    input: (f) => ({ body: { hashslug: f.purchase.eventSlug } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/merchandise/list': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/banner/list': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/merchandise/hashslug': {
    owner: 'student',
    input: (f) => ({ body: { hashslug: f.purchase.merchandiseSlug } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/merchandise/add': {
    owner: 'student',
    input: (f) => ({ body: { hashslug: f.purchase.merchandiseSlug, quantity: 2 } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/reseller/states': { owner: 'reseller', input: none, cross: 'own-view' },
  'GET /ajax/v2/reseller/banks': { owner: 'reseller', input: none, cross: 'own-view' },
  'POST /ajax/v2/reseller/check/user': {
    owner: 'reseller',
    input: () => ({ body: { email: 'reseller@demo.my' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/reseller/register/save': {
    owner: 'reseller',
    input: (f) => ({
      body: {
        email: 'new.reseller@demo.my',
        confirm_email: 'new.reseller@demo.my',
        password: 'mahir2026',
        confirm_password: 'mahir2026',
        full_name: 'Penjual Baharu',
        phone_no: '0123456789',
        address1: 'No 2, Jalan Niaga',
        country: '1',
        postcode: '50000',
        state: String(f.purchase.stateId),
        city: 'Kuala Lumpur',
        bank_name: 'MBB',
        account_no: '1234567890',
        account_holder: 'Penjual Baharu',
        swift_code: 'MBBEMYKL',
        terms: true,
      },
    }),
    cross: 'own-view',
  },
  'GET /ajax/v2/profile/user': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/profile/data-export': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/profile/deletion-request': { owner: 'student', input: none, cross: 'own-view' },
  // A wrong password: the matrix must not delete the demo accounts it goes on to use.
  'POST /ajax/v2/profile/deletion-request': {
    owner: 'student',
    input: () => ({ body: { password: 'not-the-password' } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/deletion-requests': { owner: 'admin', input: none, cross: 'own-view' },
  'POST /ajax/v2/admin/deletion-requests/{id}/complete': {
    owner: 'admin',
    input: () => ({ params: { id: 999_999 } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/profile/save': {
    owner: 'student',
    input: (f) => ({
      body: { name: 'Pelajar Demo', phone_no: '0123456789', postcode: '50000', state_id: f.purchase.stateId },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/profile/password': {
    owner: 'student',
    input: () => ({
      body: { old_password: 'wrong-password', password: 'baharu2026', password_confirmation: 'baharu2026' },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/profile/upload-avatar': { owner: 'student', input: none, cross: 'own-view' },
  'POST /ajax/v2/profile/districts': {
    owner: 'student',
    input: (f) => ({ body: { state: f.purchase.stateId } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/profile/search-school': {
    owner: 'student',
    input: (f) => ({ query: { page: 1 }, body: { state: f.purchase.stateId, name: '' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/profile/select-school': {
    owner: 'student',
    input: (f) => ({ body: { id: f.purchase.schoolId } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/affiliate/sign-up': {
    owner: 'affiliate',
    input: () => ({ body: { signup: 1 } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/affiliate/link': { owner: 'affiliate', input: none, cross: 'own-view' },
  'POST /ajax/v2/affiliate/statistics/daily-clicks': {
    owner: 'affiliate',
    input: () => ({ body: { month: 11, year: 2026 } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/affiliate/statistics/commissions': {
    owner: 'affiliate',
    input: () => ({ body: { month: 11, year: 2026 } }),
    cross: 'own-view',
  },
  // ---- end of purchase side

  // Commissions, payouts, reseller and sub-reseller settings (issue 11): admin routes touch admin-wide data;
  // reseller and sub-reseller routes read only the caller's own reseller row, found from the session.
  'GET /ajax/v2/admin/reseller/commission/user/{id}': {
    owner: 'admin',
    input: (f) => ({ params: { id: f.commission.resellerUser } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/reseller/commissions/{month}/{year}': {
    owner: 'admin',
    input: (f) => ({ params: { month: f.commission.month, year: f.commission.year } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/reseller/commission/delete': {
    owner: 'admin',
    input: (f) => ({ body: { hashslug: f.spareCommissionSlug } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/reseller/commission/update': {
    owner: 'admin',
    input: (f) => ({ body: { id: f.commission.id, amount_final: 1234, notes: 'Dikemas kini oleh matriks' } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/reseller/commission/paid': {
    owner: 'admin',
    input: (f) => ({ body: { ids: [f.commission.id] } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/affiliate/commissions/{month}/{year}': {
    owner: 'admin',
    input: (f) => ({
      params: { month: f.affiliateCommission.month, year: f.affiliateCommission.year },
    }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/affiliate/commission/paid': {
    owner: 'admin',
    input: (f) => ({ body: { ids: [f.affiliateCommission.id] } }),
    cross: 'own-view',
  },
  'POST /ajax/v2/admin/reseller/commission/payout': {
    owner: 'admin',
    input: (f) => ({ body: { month: f.commission.month, year: f.commission.year } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/admin/reseller/commissions/{month}/{year}/report.pdf': {
    owner: 'admin',
    input: (f) => ({ params: { month: f.commission.month, year: f.commission.year } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/subreseller/statement': {
    owner: 'subreseller',
    input: (f) => ({ query: { month: f.commission.month, year: f.commission.year } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/subreseller/statement.pdf': {
    owner: 'subreseller',
    input: (f) => ({ query: { month: f.commission.month, year: f.commission.year } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/reseller/commissions': {
    owner: 'reseller',
    input: (f) => ({ query: { month: f.commission.month, year: f.commission.year } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/reseller/user-info': { owner: 'reseller', input: none, cross: 'own-view' },
  'POST /ajax/v2/reseller/account/update': {
    owner: 'reseller',
    input: (f) => ({
      body: {
        bank_name: f.bankCode,
        account_no: '1234567890',
        account_holder: 'Matriks Reseller',
        swift_code: 'MATRXMYKL',
        rate_sub: 12,
      },
    }),
    cross: 'own-view',
  },
  'GET /ajax/v2/subreseller/reseller-info': {
    owner: 'subreseller',
    input: (f) => ({ query: { month: f.commission.month, year: f.commission.year } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/subreseller/user-info': { owner: 'subreseller', input: none, cross: 'own-view' },
  'GET /ajax/v2/subreseller/banks': { owner: 'subreseller', input: none, cross: 'own-view' },
  'POST /ajax/v2/subreseller/account/update': {
    owner: 'subreseller',
    input: (f) => ({
      body: {
        bank_name: f.bankCode,
        account_no: '9876543210',
        account_holder: 'Matriks Subreseller',
        swift_code: 'MATRXMYKL',
      },
    }),
    cross: 'own-view',
  },
  'GET /ajax/v2/package/list': { owner: 'student', input: none, cross: 'own-view' },
  // Search engines, the manifest and the pages the server renders with their own head (reach.contract.ts):
  // public, and the same for every viewer but the header's session.
  'GET /sitemap.xml': { owner: 'student', input: none, cross: 'own-view' },
  'GET /robots.txt': { owner: 'student', input: none, cross: 'own-view' },
  'GET /manifest.webmanifest': { owner: 'student', input: none, cross: 'own-view' },
  'GET /course/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.video.hashslug } }),
    cross: 'own-view',
  },
  'GET /events/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.purchase.eventSlug } }),
    cross: 'own-view',
  },
  'GET /merchandise/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.purchase.merchandiseSlug } }),
    cross: 'own-view',
  },
  'GET /package/{hashslug}': {
    owner: 'parent',
    input: (f) => ({ params: { hashslug: f.packageSlug } }),
    cross: 'own-view',
  },
  'GET /mahir-coins': { owner: 'student', input: none, cross: 'own-view' },
  // An image rendition (issue 22): a public banner, the same for every viewer.
  'GET /media/image/{hashslug}': {
    owner: 'student',
    input: (f) => ({ params: { hashslug: f.authoring.asset.banner }, query: { w: 160, f: 'webp' } }),
    cross: 'own-view',
  },
  // Certificates (issue 23): the learner's own list; the check and the PDF are public by code.
  'GET /ajax/v2/my-certificates': { owner: 'student', input: none, cross: 'own-view' },
  'GET /ajax/v2/certificates/{code}': {
    owner: 'student',
    input: () => ({ params: { code: DEMO_CERTIFICATE_CODE } }),
    cross: 'own-view',
  },
  'GET /ajax/v2/certificates/{code}/certificate.pdf': {
    owner: 'student',
    input: () => ({ params: { code: DEMO_CERTIFICATE_CODE } }),
    cross: 'own-view',
  },
  // Back office (tutor authoring, admin review and content): one probe per route in authoring-probes.ts.
  ...AUTHORING_PROBES,
  ...GROUP_STATISTICS_PROBES,
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
