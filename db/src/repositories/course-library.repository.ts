import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { Db } from '../connection';

/** A subscribed course of a user, as "My courses" lists it. */
export interface LibraryRow {
  subscription_id: number;
  course_id: number;
  hashslug: string;
  title: string;
  kind: string;
  is_tutor: number;
  category_name: string;
  banner_slug: string | null;
  banner_ext: string | null;
  status: string;
  source: string;
  started_at: string;
  next_payment_date: string | null;
}

/** The learner's own courses and progress. */
export const courseLibraryRepository = {
  /** Subscriptions that give access to published courses, newest first. */
  subscribedCourses(db: Db, userId: number): Promise<LibraryRow[]> {
    return db
      .selectFrom('subscriptions')
      .innerJoin('courses', 'courses.id', 'subscriptions.course_id')
      .innerJoin('categories', 'categories.id', 'courses.category_id')
      .leftJoin('media_files as banner', 'banner.id', 'courses.banner_media_id')
      .select([
        'subscriptions.id as subscription_id',
        'courses.id as course_id',
        'courses.hashslug',
        'courses.title',
        'courses.kind',
        'courses.is_tutor',
        'categories.name as category_name',
        'banner.hashslug as banner_slug',
        'banner.extension as banner_ext',
        'subscriptions.status',
        'subscriptions.source',
        'subscriptions.started_at',
        'subscriptions.next_payment_date',
      ])
      .where('subscriptions.user_id', '=', userId)
      .where('subscriptions.status', 'in', SUBSCRIBER_STATUSES)
      .where('courses.status_id', '=', 1)
      .orderBy('subscriptions.started_at', 'desc')
      .orderBy('subscriptions.id', 'desc')
      .execute();
  },

  /** Module counts per course, one grouped query. */
  async moduleCounts(db: Db, courseIds: readonly number[]): Promise<Map<number, number>> {
    if (courseIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('modules')
      .select((eb) => ['course_id', eb.fn.countAll<number>().as('n')])
      .where('course_id', 'in', courseIds)
      .groupBy('course_id')
      .execute();
    return new Map(rows.map((r) => [r.course_id, Number(r.n)]));
  },

  /** Distinct watched modules per course for the user, one grouped query. */
  async watchedCounts(db: Db, userId: number, courseIds: readonly number[]): Promise<Map<number, number>> {
    if (courseIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('module_watches')
      .innerJoin('modules', 'modules.id', 'module_watches.module_id')
      .select((eb) => [
        'modules.course_id',
        eb.fn.count<number>('module_watches.module_id').distinct().as('n'),
      ])
      .where('module_watches.user_id', '=', userId)
      .where('modules.course_id', 'in', courseIds)
      .groupBy('modules.course_id')
      .execute();
    return new Map(rows.map((r) => [r.course_id, Number(r.n)]));
  },
};
