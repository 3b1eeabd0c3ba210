import type { Db } from '../connection';

// Course reads of the learner and storefront services, through the course repository (see
// `course-aggregate.repository.ts`): the course head by id, the course page's view, a tutor's totals, and
// the back office's list read model. Catalogue cards and search keep their own read model
// (`catalogue.repository.ts`, `course-search.repository.ts`): one indexed query per page of cards.

/** A course's head as access checks, media and learning need it: owner, state, price and banner. */
export interface CourseHead {
  id: number;
  hashslug: string;
  title: string;
  user_id: number;
  kind: string;
  status_id: number;
  is_tutor: number;
  is_active: number;
  sub_category_id: number;
  sell_price: number;
  discount: number;
  discount_active: number;
  recurring_id: string | null;
  special_invitation: number;
  banner_slug: string | null;
  banner_ext: string | null;
}

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

/** One page of the back office's course and asset lists (newest change first, 20 a page). */
export interface AuthoringListQuery {
  userId?: number;
  kinds: string[];
  page: number;
  perPage: number;
  status?: number | undefined;
  search?: string | undefined;
}

export const courseReads = {
  /** A course's head by id, with its banner file; undefined when there is no such course. */
  findHeadWithBanner(db: Db, courseId: number): Promise<CourseHead | undefined> {
    return db
      .selectFrom('courses')
      .leftJoin('media_files as banner', 'banner.id', 'courses.banner_media_id')
      .select([
        'courses.id',
        'courses.hashslug',
        'courses.title',
        'courses.user_id',
        'courses.kind',
        'courses.status_id',
        'courses.is_tutor',
        'courses.is_active',
        'courses.sub_category_id',
        'courses.sell_price',
        'courses.discount',
        'courses.discount_active',
        'courses.recurring_id',
        'courses.special_invitation',
        'banner.hashslug as banner_slug',
        'banner.extension as banner_ext',
      ])
      .where('courses.id', '=', courseId)
      .executeTakeFirst();
  },

  /** The course a course page is built from, by hashslug, with category, tutor and media joined. */
  pageView(db: Db, hashslug: string): Promise<CoursePageRow | undefined> {
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

  /** The back office's list of courses or assets: rows of the page and the total. */
  async listForAuthoring(db: Db, q: AuthoringListQuery) {
    let base = db
      .selectFrom('courses')
      .innerJoin('categories', 'categories.id', 'courses.category_id')
      .innerJoin('users', 'users.id', 'courses.user_id')
      .where('courses.kind', 'in', q.kinds);
    if (q.userId !== undefined) base = base.where('courses.user_id', '=', q.userId);
    if (q.status !== undefined) base = base.where('courses.status_id', '=', q.status);
    if (q.search) base = base.where('courses.title', 'like', `%${q.search.replace(/[%_]/g, '')}%`);
    const [rows, count] = await Promise.all([
      base
        .select([
          'courses.id',
          'courses.hashslug',
          'courses.title',
          'courses.kind',
          'categories.name as category',
          'courses.status_id',
          'courses.reject_reason',
          'users.name as user_name',
          'courses.updated_at',
        ])
        .orderBy('courses.updated_at', 'desc')
        .orderBy('courses.id', 'desc')
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },
};
