import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { Db } from '../connection';

/** The course row a course page is built from, with its category, tutor and media joined. */
export interface CoursePageRow {
  id: number;
  hashslug: string;
  user_id: number;
  title: string;
  kind: string;
  content: string;
  requirement: string | null;
  benefit: string | null;
  language: string;
  sell_price: number;
  discount: number;
  discount_active: number;
  status_id: number;
  is_tutor: number;
  is_active: number;
  special_invitation: number;
  feedback_count: number;
  rating_sum: number;
  subscriber_count: number;
  discussion_count: number;
  category_id: number;
  category_name: string;
  category_slug: string;
  sub_category_id: number;
  sub_category_name: string;
  sub_category_slug: string;
  tutor_name: string;
  tutor_profile: string | null;
  tutor_avatar_slug: string | null;
  tutor_avatar_ext: string | null;
  banner_slug: string | null;
  banner_ext: string | null;
  preview_slug: string | null;
  preview_ext: string | null;
  preview_mime: string | null;
}

/** Totals over a tutor's published courses, for the tutor info card. */
export interface TutorTotals {
  courses: number;
  subscribers: number;
  discussions: number;
  feedbacks: number;
  ratingSum: number;
}

/** Reads for the course page: the course with its joins, tags, content totals and the viewer's state. */
export const coursePageRepository = {
  findBySlug(db: Db, hashslug: string): Promise<CoursePageRow | undefined> {
    return db
      .selectFrom('courses')
      .innerJoin('categories', 'categories.id', 'courses.category_id')
      .innerJoin('sub_categories', 'sub_categories.id', 'courses.sub_category_id')
      .innerJoin('users as tutor', 'tutor.id', 'courses.user_id')
      .leftJoin('media_files as avatar', 'avatar.id', 'tutor.avatar_media_id')
      .leftJoin('media_files as banner', 'banner.id', 'courses.banner_media_id')
      .leftJoin('media_files as preview', 'preview.id', 'courses.preview_media_id')
      .select([
        'courses.id',
        'courses.hashslug',
        'courses.user_id',
        'courses.title',
        'courses.kind',
        'courses.content',
        'courses.requirement',
        'courses.benefit',
        'courses.language',
        'courses.sell_price',
        'courses.discount',
        'courses.discount_active',
        'courses.status_id',
        'courses.is_tutor',
        'courses.is_active',
        'courses.special_invitation',
        'courses.feedback_count',
        'courses.rating_sum',
        'courses.subscriber_count',
        'courses.discussion_count',
        'categories.id as category_id',
        'categories.name as category_name',
        'categories.slug as category_slug',
        'sub_categories.id as sub_category_id',
        'sub_categories.name as sub_category_name',
        'sub_categories.slug as sub_category_slug',
        'tutor.name as tutor_name',
        'tutor.profile_detail as tutor_profile',
        'avatar.hashslug as tutor_avatar_slug',
        'avatar.extension as tutor_avatar_ext',
        'banner.hashslug as banner_slug',
        'banner.extension as banner_ext',
        'preview.hashslug as preview_slug',
        'preview.extension as preview_ext',
        'preview.mime as preview_mime',
      ])
      .where('courses.hashslug', '=', hashslug)
      .executeTakeFirst();
  },

  async tagsOf(db: Db, courseId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('course_tags')
      .innerJoin('tags', 'tags.id', 'course_tags.tag_id')
      .select('tags.name')
      .where('course_tags.course_id', '=', courseId)
      .orderBy('tags.name')
      .execute();
    return rows.map((r) => r.name);
  },

  /** Number and total seconds of the course's playable parts: video modules and audio sub-topics. */
  async contentTotals(
    db: Db,
    courseId: number,
  ): Promise<{ modules: number; parts: number; seconds: number }> {
    const [modules, audio] = await Promise.all([
      db
        .selectFrom('modules')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('duration').as('seconds')])
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('audio_subtopics')
        .innerJoin('audio_topics', 'audio_topics.id', 'audio_subtopics.topic_id')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>('audio_subtopics.duration').as('seconds'),
        ])
        .where('audio_topics.course_id', '=', courseId)
        .executeTakeFirstOrThrow(),
    ]);
    const moduleCount = Number(modules.n);
    return {
      modules: moduleCount,
      parts: moduleCount + Number(audio.n),
      seconds: Number(modules.seconds ?? 0) + Number(audio.seconds ?? 0),
    };
  },

  /** One grouped query over the tutor's published courses. */
  async tutorTotals(db: Db, tutorId: number): Promise<TutorTotals> {
    const row = await db
      .selectFrom('courses')
      .select((eb) => [
        eb.fn.countAll<number>().as('courses'),
        eb.fn.sum<number>('subscriber_count').as('subscribers'),
        eb.fn.sum<number>('discussion_count').as('discussions'),
        eb.fn.sum<number>('feedback_count').as('feedbacks'),
        eb.fn.sum<number>('rating_sum').as('rating_sum'),
      ])
      .where('user_id', '=', tutorId)
      .where('status_id', '=', 1)
      .executeTakeFirstOrThrow();
    return {
      courses: Number(row.courses),
      subscribers: Number(row.subscribers ?? 0),
      discussions: Number(row.discussions ?? 0),
      feedbacks: Number(row.feedbacks ?? 0),
      ratingSum: Number(row.rating_sum ?? 0),
    };
  },

  /** The user's newest subscription that still gives access to the course. */
  activeSubscription(db: Db, userId: number, courseId: number) {
    return db
      .selectFrom('subscriptions')
      .select(['id', 'source', 'status', 'is_unsubscribe', 'next_payment_date'])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .where('status', 'in', SUBSCRIBER_STATUSES)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  async isWishlisted(db: Db, userId: number, courseId: number): Promise<boolean> {
    const row = await db
      .selectFrom('wishlists')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Distinct modules of the course the user has watched. */
  async watchedCount(db: Db, userId: number, courseId: number): Promise<number> {
    const row = await db
      .selectFrom('module_watches')
      .innerJoin('modules', 'modules.id', 'module_watches.module_id')
      .select((eb) => eb.fn.count<number>('module_watches.module_id').distinct().as('n'))
      .where('module_watches.user_id', '=', userId)
      .where('modules.course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
