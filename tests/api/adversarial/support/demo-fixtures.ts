import type { Db } from '@mahir/db';
import { DEMO_ACCESS_CODE, DEMO_ACCOUNTS, DEMO_ORDER_NO, DEMO_RESELLER_CODES, DEMO_SLUGS } from '@mahir/seed';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { TestClient } from '../../../support/http-client';
import { type AuthoringFixtures, loadAuthoringFixtures } from './authoring-fixtures';
import { type GroupStatisticsFixtures, loadGroupStatisticsFixtures } from './group-statistics-fixtures';

/** The demo records the suite's probes point at, looked up by their fixed keys. */
export interface DemoFixtures {
  student: number;
  employee: number;
  video: { id: number; hashslug: string; subId: number; subscription: number };
  review: { id: number; tutorId: number; subscription: number };
  audioSubscription: number;
  /** The demo audio course and the first part (sub-topic) of its first topic. */
  audio: { id: number; partSlug: string };
  freeSubscription: number;
  feedbackId: number;
  questionAnswerId: number;
  openQuiz: { quizId: number; chapterId: number; questionIds: number[] };
  lockedModuleId: number;
  attachmentSlug: string;
  ebookSlug: string;
  photoSlug: string;
  order: { id: number; hashslug: string };
  /** A package subscription of the student paid once by FPX, due in two days: its pay link is open. */
  payLinkOrder: { hashslug: string };
  wishlistItemId: number;
  wishlistCourseId: number;
  closedCourseId: number;
  accessCode: string;
  tutorCourseId: number;
  unlistedEmployee: number;
  packageSlug: string;
  packageCourseIds: number[];
  packageChoose: number;
  /** Purchase side: the student's paid order number, shop items, places and codes the forms name. */
  purchase: PurchaseFixtures;
  /** Two unpaid commissions of the demo reseller (the second one for the delete probe), and a bank code. */
  commission: { resellerUser: number; id: number; hashslug: string; month: number; year: number };
  /** An unpaid affiliate commission of the demo affiliate and the month it was earned in. */
  affiliateCommission: { id: number; month: number; year: number };
  spareCommissionSlug: string;
  bankCode: string;
  /** The back office's records (tutor authoring, admin review and content). */
  authoring: AuthoringFixtures;
  /** Admin organization and company statistics: a group with listed and unlisted members each. */
  groups: GroupStatisticsFixtures;
  /** parent@demo.my and the second of their two children (issue 20). */
  family: { parent: number; sibling: number };
  /** A pending reseller application and a waiting cancellation request of the demo seed. */
  approvals: { resellerId: number; cancellationId: number };
  /** The demo coupon MAHIR10 (issue 21). */
  coupon: { mahir10Id: number };
}

export interface PurchaseFixtures {
  orderReference: string;
  packageId: number;
  eventSlug: string;
  merchandiseSlug: string;
  coinPackId: number;
  stateId: number;
  districtId: number;
  schoolId: number;
  resellerCode: string;
}

async function loadPurchaseFixtures(db: Db, student: number): Promise<PurchaseFixtures> {
  const first = <T>(row: T | undefined, what: string): T => {
    if (!row) throw new Error(`demo seed has no ${what}`);
    return row;
  };
  const pkg = await db
    .selectFrom('packages')
    .select('id')
    .where('hashslug', '=', DEMO_SLUGS.package)
    .executeTakeFirstOrThrow();
  const event = await db
    .selectFrom('events')
    .select('hashslug')
    .where('is_active', '=', 1)
    .where('price', '>', 0)
    .where(
      'id',
      'not in',
      db.selectFrom('event_registrations').select('event_id').where('user_id', '=', student),
    )
    .orderBy('id')
    .executeTakeFirst();
  const item = await db
    .selectFrom('merchandise')
    .select('hashslug')
    .where('status_id', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  const pack = await db
    .selectFrom('coin_packages')
    .select('id')
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  const school = first(
    await db.selectFrom('schools').select(['id', 'state_id', 'district_id']).orderBy('id').executeTakeFirst(),
    'school',
  );
  return {
    orderReference: DEMO_ORDER_NO,
    packageId: pkg.id,
    eventSlug: first(event, 'paid event').hashslug,
    merchandiseSlug: first(item, 'merchandise on sale').hashslug,
    coinPackId: first(pack, 'coin pack').id,
    stateId: school.state_id,
    districtId: school.district_id,
    schoolId: school.id,
    resellerCode: DEMO_RESELLER_CODES.reseller,
  };
}

const userId = async (db: Db, email: string) =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const course = (db: Db, hashslug: string) =>
  db
    .selectFrom('courses')
    .select(['id', 'hashslug', 'sub_category_id', 'user_id'])
    .where('hashslug', '=', hashslug)
    .executeTakeFirstOrThrow();

const subscriptionOf = async (db: Db, user: number, courseId: number, source?: string) => {
  let q = db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', user)
    .where('course_id', '=', courseId);
  if (source) q = q.where('source', '=', source);
  return (await q.orderBy('id').executeTakeFirstOrThrow()).id;
};

/** Looks the fixtures up in a freshly seeded demo database. */
/** The course ids the demo package offers, as a visitor reads them (the package probes choose among them). */
export async function loadPackageCourseIds(visitor: TestClient, packageSlug: string): Promise<number[]> {
  const pkg = await visitor.post<{ data: { package: { mahir_courses: Array<{ id: number }> } } }>(
    '/ajax/v2/package/hashslug',
    { hashslug: packageSlug },
  );
  return pkg.body.data.package.mahir_courses.map((c) => c.id);
}

/** Copies the student's demo order as a package subscription paid by FPX (one-off), due in two days. */
async function fpxSubscriptionDue(db: Db, student: number): Promise<{ hashslug: string }> {
  const hashslug = 'adversary-fpx-subscription';
  if (await db.selectFrom('orders').select('id').where('hashslug', '=', hashslug).executeTakeFirst())
    return { hashslug };
  const now = new Date().toISOString();
  const row = await db
    .insertInto('orders')
    .values({
      hashslug,
      order_no: 'MHR-ADV-FPX-1',
      user_id: student,
      type: 'subscription',
      status: 'paid',
      subtotal: 3000,
      discount_total: 0,
      coins_used: 0,
      points_used: 0,
      grand_total: 3000,
      payment_method: 'senangpay',
      recurring_id: null,
      name: 'Pelajar Demo',
      email: 'student@example.my',
      phone_no: '0123456789',
      address1: null,
      address2: null,
      postcode: null,
      city: null,
      state_id: null,
      country_id: 1,
      affiliate_id: null,
      reseller_id: null,
      created_at: now,
      paid_at: now,
      recurring_status: 'active',
      next_payment_date: addDays(malaysiaDay(new Date()), 2),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pkg = await db.selectFrom('packages').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values({
      order_id: row.id,
      item_type: 'package',
      item_id: pkg.id,
      name: pkg.name,
      unit_price: 3000,
      quantity: 1,
      discount: 0,
      subtotal: 3000,
    })
    .execute();
  return { hashslug };
}

export async function loadDemoFixtures(db: Db): Promise<DemoFixtures> {
  const student = await userId(db, DEMO_ACCOUNTS.student);
  const hr = await userId(db, DEMO_ACCOUNTS.hr);
  const employee = await userId(db, DEMO_ACCOUNTS.employee);
  const family = {
    parent: await userId(db, DEMO_ACCOUNTS.parent),
    sibling: await userId(db, 'nur.aisyah.rosli@demo.my'),
  };
  const video = await course(db, DEMO_SLUGS.videoCourse);
  const review = await course(db, DEMO_SLUGS.reviewCourse);
  const audio = await course(db, DEMO_SLUGS.audioCourse);
  const free = await course(db, DEMO_SLUGS.freeCourse);
  const ebook = await course(db, DEMO_SLUGS.ebookCourse);
  const photo = await course(db, DEMO_SLUGS.photoCourse);
  const closed = await course(db, DEMO_SLUGS.closedCourse);
  const tutor = await course(db, DEMO_SLUGS.tutorCourse);
  const feedback = await db
    .selectFrom('feedbacks')
    .select('id')
    .where('user_id', '=', student)
    .where('course_id', '=', video.id)
    .executeTakeFirstOrThrow();
  const answer = await db
    .selectFrom('discussions as a')
    .innerJoin('discussions as q', 'q.id', 'a.parent_id')
    .select('a.id')
    .where('q.user_id', '=', student)
    .where('q.course_id', '=', video.id)
    .where('q.parent_id', 'is', null)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  const submitted = await db
    .selectFrom('quiz_submissions')
    .select('quiz_id')
    .where('user_id', '=', student)
    .execute();
  const quiz = await db
    .selectFrom('chapter_quizzes')
    .innerJoin('chapters', 'chapters.id', 'chapter_quizzes.chapter_id')
    .select(['chapter_quizzes.quiz_id', 'chapter_quizzes.chapter_id'])
    .where('chapters.course_id', '=', video.id)
    .where('chapter_quizzes.quiz_id', 'not in', submitted.map((s) => s.quiz_id).concat([0]))
    .orderBy('chapter_quizzes.chapter_id')
    .executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('quiz_questions')
    .select('id')
    .where('quiz_id', '=', quiz.quiz_id)
    .execute();
  const locked = await db
    .selectFrom('modules')
    .select('id')
    .where('course_id', '=', video.id)
    .where('is_preview', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const slugOf = async (table: 'course_attachments' | 'ebooks' | 'stock_photos', courseId: number) =>
    (
      await db
        .selectFrom(table)
        .select('hashslug')
        .where('course_id', '=', courseId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).hashslug;
  const order = await db
    .selectFrom('orders')
    .select(['id', 'hashslug'])
    .where('hashslug', '=', DEMO_SLUGS.order)
    .executeTakeFirstOrThrow();
  const payLinkOrder = await fpxSubscriptionDue(db, student);
  const wish = await db
    .selectFrom('wishlists')
    .select(['id', 'course_id'])
    .where('user_id', '=', student)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom('company_users')
    .select('company_id')
    .where('user_id', '=', hr)
    .executeTakeFirstOrThrow();
  const unlisted = await db
    .selectFrom('company_users')
    .select('user_id')
    .where('company_id', '=', company.company_id)
    .where('role', '=', 'employee')
    .where('is_listed', '=', 0)
    .orderBy('user_id')
    .executeTakeFirstOrThrow();
  const pkg = await db
    .selectFrom('packages')
    .select(['hashslug', 'total_mahir_tutor'])
    .where('hashslug', '=', DEMO_SLUGS.package)
    .executeTakeFirstOrThrow();
  const resellerUser = await userId(db, DEMO_ACCOUNTS.reseller);
  const unpaid = await db
    .selectFrom('commissions')
    .innerJoin('resellers', 'resellers.id', 'commissions.reseller_id')
    .select(['commissions.id', 'commissions.hashslug', 'commissions.created_at'])
    .where('resellers.user_id', '=', resellerUser)
    .where('commissions.status', '=', 'pending_payment')
    .orderBy('commissions.id')
    .limit(2)
    .execute();
  const [commission, spare] = unpaid;
  if (!commission || !spare) throw new Error('the demo reseller needs two unpaid commissions');
  const earnedAt = new Date(commission.created_at);
  const affiliateUnpaid = await db
    .selectFrom('affiliate_commissions')
    .select(['id', 'created_at'])
    .where('status', '=', 'pending_payment')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const affiliateEarnedAt = new Date(affiliateUnpaid.created_at);
  const bank = await db.selectFrom('banks').select('code').orderBy('code').executeTakeFirstOrThrow();
  return {
    family,
    student,
    employee,
    video: {
      id: video.id,
      hashslug: video.hashslug,
      subId: video.sub_category_id,
      subscription: await subscriptionOf(db, student, video.id),
    },
    review: {
      id: review.id,
      tutorId: review.user_id,
      subscription: await subscriptionOf(db, student, review.id),
    },
    audioSubscription: await subscriptionOf(db, student, audio.id),
    audio: {
      id: audio.id,
      partSlug: (
        await db
          .selectFrom('audio_subtopics as s')
          .innerJoin('audio_topics as t', 't.id', 's.topic_id')
          .select('s.hashslug')
          .where('t.course_id', '=', audio.id)
          .orderBy('t.position')
          .orderBy('s.position')
          .executeTakeFirstOrThrow()
      ).hashslug,
    },
    freeSubscription: await subscriptionOf(db, student, free.id, 'free'),
    feedbackId: feedback.id,
    questionAnswerId: answer.id,
    openQuiz: { quizId: quiz.quiz_id, chapterId: quiz.chapter_id, questionIds: questions.map((q) => q.id) },
    lockedModuleId: locked.id,
    attachmentSlug: await slugOf('course_attachments', video.id),
    ebookSlug: await slugOf('ebooks', ebook.id),
    photoSlug: await slugOf('stock_photos', photo.id),
    order,
    payLinkOrder,
    wishlistItemId: wish.id,
    wishlistCourseId: wish.course_id,
    closedCourseId: closed.id,
    accessCode: DEMO_ACCESS_CODE,
    tutorCourseId: tutor.id,
    unlistedEmployee: unlisted.user_id,
    packageSlug: pkg.hashslug,
    // Filled from the package's own answer, which names the courses it offers.
    packageCourseIds: [],
    packageChoose: pkg.total_mahir_tutor,
    purchase: await loadPurchaseFixtures(db, student),
    commission: {
      resellerUser,
      id: commission.id,
      hashslug: commission.hashslug,
      month: earnedAt.getUTCMonth() + 1,
      year: earnedAt.getUTCFullYear(),
    },
    affiliateCommission: {
      id: affiliateUnpaid.id,
      month: affiliateEarnedAt.getUTCMonth() + 1,
      year: affiliateEarnedAt.getUTCFullYear(),
    },
    spareCommissionSlug: spare.hashslug,
    bankCode: bank.code,
    authoring: await loadAuthoringFixtures(db),
    groups: await loadGroupStatisticsFixtures(db),
    approvals: await loadApprovalFixtures(db),
    coupon: {
      mahir10Id: (
        await db.selectFrom('coupons').select('id').where('code', '=', 'MAHIR10').executeTakeFirstOrThrow()
      ).id,
    },
  };
}

async function loadApprovalFixtures(db: Db): Promise<DemoFixtures['approvals']> {
  const applicant = await db
    .selectFrom('resellers')
    .select('id')
    .where('status', '=', 'pending')
    .orderBy('id')
    .executeTakeFirst();
  const request = await db
    .selectFrom('cancellation_requests')
    .select('id')
    .where('confirm', '=', 0)
    .orderBy('id')
    .executeTakeFirst();
  if (!applicant || !request)
    throw new Error('the demo seed needs a pending reseller and a waiting cancellation');
  return { resellerId: applicant.id, cancellationId: request.id };
}
