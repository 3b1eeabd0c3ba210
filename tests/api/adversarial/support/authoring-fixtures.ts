import type { Db } from '@mahir/db';
import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import { coursePageRepository } from '@mahir/db/repositories/course-page.repository';
import { mediaContentRepository } from '@mahir/db/repositories/media-content.repository';
import { DEMO_ACCOUNTS, DEMO_SLUGS } from '@mahir/seed';
import { userIdOf } from '../../../support/demo-users';

/** A course as its edit form sends it back: the head fields a save needs. */
export interface DraftHead {
  id: number;
  hashslug: string;
  version: string;
  category_id: number;
  sub_category_id: number;
  price_id: number | null;
}

/**
 * The demo records the back-office probes point at. Every course, quiz and comment here is `tutor@demo.my`'s;
 * each writing probe has a record of its own, so one probe's write never breaks another's.
 */
export interface AuthoringFixtures {
  /** demo-video-course: read by the view, quiz picker and quiz search. */
  video: DraftHead;
  /** demo-rejected-course: Save as Draft, then submit. */
  rejected: DraftHead;
  /** demo-pending-course: Save & Exit (the admin then publishes it). */
  pending: DraftHead;
  /** demo-tutor-course: schedules, assignments and Q&A replies. */
  tutorCourse: { id: number; hashslug: string; scheduleId: number; assignmentId: number };
  /** Top-level comments without a reply on the tutor course: one for the tutor, one for the admin. */
  tutorComment: number;
  adminComment: number;
  /** A quiz attached to a chapter of the video course, never taken: picked, read and edited. */
  editQuiz: { id: number; courseSlug: string; questionIds: number[] };
  /** A quiz of another course, never taken: taken off its chapters, then deleted. */
  dropQuiz: { id: number; courseSlug: string };
  /** demo-pending-ebook as its edit form sends it back. */
  asset: DraftHead & {
    title: string;
    content: string;
    tags: string[];
    preview: string;
    banner: string;
    ebooks: Array<{ hashslug: string; ebook_title: string; ebook_url: string }>;
  };
  ebookSlug: string;
  /** Admin-wide records (any row; admin routes own no one's data). */
  packageSlug: string;
  merchandiseSlug: string;
  bannerSlug: string;
  sponsorshipSlug: string;
  eventSlug: string;
  priceId: number;
  resellerCode: string;
  tutorSubCategoryId: number;
}

async function head(db: Db, hashslug: string): Promise<DraftHead> {
  const c = await db
    .selectFrom('courses')
    .select(['id', 'hashslug', 'version', 'category_id', 'sub_category_id', 'price_id'])
    .where('hashslug', '=', hashslug)
    .executeTakeFirstOrThrow();
  return { ...c, version: String(c.version) };
}

const firstSlug = async (db: Db, table: 'merchandise' | 'banners' | 'sponsorships' | 'events') =>
  (await db.selectFrom(table).select('hashslug').orderBy('id').executeTakeFirst())?.hashslug ?? 'none';

/** An untaken quiz of one of the tutor's courses, attached to a chapter. */
async function untakenQuiz(db: Db, tutorId: number, courseIds: { in?: number[]; notIn?: number[] }) {
  let q = db
    .selectFrom('quizzes')
    .innerJoin('courses', 'courses.id', 'quizzes.course_id')
    .select(['quizzes.id', 'courses.hashslug'])
    .where('courses.user_id', '=', tutorId)
    .where('courses.kind', '=', 'video')
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('quiz_submissions').select('id').whereRef('quiz_id', '=', 'quizzes.id'))),
    )
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('chapter_quizzes').select('chapter_id').whereRef('quiz_id', '=', 'quizzes.id')),
    );
  if (courseIds.in) q = q.where('courses.id', 'in', courseIds.in);
  if (courseIds.notIn) q = q.where('courses.id', 'not in', courseIds.notIn);
  return q.orderBy('quizzes.id').executeTakeFirstOrThrow();
}

/** Looks the authoring fixtures up in a freshly seeded demo database. */
export async function loadAuthoringFixtures(db: Db): Promise<AuthoringFixtures> {
  const tutorId = (
    await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_ACCOUNTS.tutor)
      .executeTakeFirstOrThrow()
  ).id;
  const video = await head(db, DEMO_SLUGS.videoCourse);
  const rejected = await head(db, DEMO_SLUGS.rejectedCourse);
  const pending = await head(db, DEMO_SLUGS.pendingCourse);
  const tutor = await head(db, DEMO_SLUGS.tutorCourse);
  const assetHead = await head(db, DEMO_SLUGS.pendingAsset);
  const ebook = await head(db, DEMO_SLUGS.ebookCourse);
  const row = (table: 'training_schedules' | 'assignments') =>
    db
      .selectFrom(table)
      .select('id')
      .where('course_id', '=', tutor.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const comments = await db
    .selectFrom('discussions as d')
    .select('d.id')
    .where('d.course_id', '=', tutor.id)
    .where('d.parent_id', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('discussions as r').select('r.id').whereRef('r.parent_id', '=', 'd.id'))),
    )
    .orderBy('d.id')
    .execute();
  const editQuiz = await untakenQuiz(db, tutorId, { in: [video.id] });
  const questions = await db
    .selectFrom('quiz_questions')
    .select('id')
    .where('quiz_id', '=', editQuiz.id)
    .orderBy('id')
    .execute();
  const dropQuiz = await untakenQuiz(db, tutorId, { notIn: [video.id, rejected.id, pending.id] });
  const media = async (column: 'preview_media_id' | 'banner_media_id') =>
    (
      await db
        .selectFrom('media_files')
        .innerJoin('courses', `courses.${column}`, 'media_files.id')
        .select('media_files.hashslug')
        .where('courses.id', '=', assetHead.id)
        .executeTakeFirstOrThrow()
    ).hashslug;
  const course = await db
    .selectFrom('courses')
    .select(['title', 'content'])
    .where('id', '=', assetHead.id)
    .executeTakeFirstOrThrow();
  // The tags and ebooks as the course's pages read them, in the order the edit form lists them.
  const tags = await coursePageRepository.tagsOf(db, assetHead.id);
  const ebooks = (await mediaContentRepository.ebooks(db, assetHead.id)).map((e) => ({
    hashslug: e.hashslug,
    ebook_title: e.title,
    ebook_url: e.media_hashslug,
  }));
  const reseller = await commissionRepository.resellerOfUser(db, await userIdOf(db, DEMO_ACCOUNTS.reseller));
  return {
    video,
    rejected,
    pending,
    tutorCourse: {
      id: tutor.id,
      hashslug: tutor.hashslug,
      scheduleId: (await row('training_schedules')).id,
      assignmentId: (await row('assignments')).id,
    },
    tutorComment: comments[0]?.id ?? 0,
    adminComment: comments[1]?.id ?? 0,
    editQuiz: { id: editQuiz.id, courseSlug: editQuiz.hashslug, questionIds: questions.map((q) => q.id) },
    dropQuiz: { id: dropQuiz.id, courseSlug: dropQuiz.hashslug },
    asset: {
      ...assetHead,
      title: course.title,
      content: course.content,
      tags,
      preview: await media('preview_media_id'),
      banner: await media('banner_media_id'),
      ebooks,
    },
    ebookSlug: ebook.hashslug,
    packageSlug: DEMO_SLUGS.package,
    merchandiseSlug: await firstSlug(db, 'merchandise'),
    bannerSlug: await firstSlug(db, 'banners'),
    sponsorshipSlug: await firstSlug(db, 'sponsorships'),
    eventSlug: await firstSlug(db, 'events'),
    priceId: (await db.selectFrom('price_list').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    resellerCode: reseller?.reseller_code ?? 'ABC123',
    tutorSubCategoryId: tutor.sub_category_id,
  };
}
