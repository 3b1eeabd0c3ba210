import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { Db } from '../connection';

/** A course as the media area needs it, with its banner file. */
export interface MediaCourseRow {
  id: number;
  hashslug: string;
  user_id: number;
  kind: string;
  status_id: number;
  is_tutor: number;
  is_active: number;
  banner_hashslug: string | null;
  banner_extension: string | null;
}

/** Courses, subscriptions, tags and tutor figures for the media area. */
export const mediaCourseRepository = {
  findCourse(db: Db, courseId: number): Promise<MediaCourseRow | undefined> {
    return db
      .selectFrom('courses')
      .leftJoin('media_files as banner', 'banner.id', 'courses.banner_media_id')
      .select([
        'courses.id',
        'courses.hashslug',
        'courses.user_id',
        'courses.kind',
        'courses.status_id',
        'courses.is_tutor',
        'courses.is_active',
        'banner.hashslug as banner_hashslug',
        'banner.extension as banner_extension',
      ])
      .where('courses.id', '=', courseId)
      .executeTakeFirst();
  },

  /** The user's subscription that still gives access to the course (that exact one when `id` is given). */
  findEntitledSubscription(
    db: Db,
    userId: number,
    courseId: number,
    id?: number,
  ): Promise<{ id: number } | undefined> {
    let query = db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .where('status', 'in', SUBSCRIBER_STATUSES);
    if (id !== undefined) query = query.where('id', '=', id);
    return query.orderBy('id', 'desc').limit(1).executeTakeFirst();
  },

  async tagNames(db: Db, courseId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('course_tags')
      .innerJoin('tags', 'tags.id', 'course_tags.tag_id')
      .select('tags.name')
      .where('course_tags.course_id', '=', courseId)
      .orderBy('tags.name')
      .execute();
    return rows.map((r) => r.name);
  },

  /** The tutor's name and review totals over their published courses (denormalized counters). */
  async tutorFigures(
    db: Db,
    tutorId: number,
  ): Promise<{ name: string; reviews: number; ratingSum: number } | undefined> {
    const user = await db.selectFrom('users').select('name').where('id', '=', tutorId).executeTakeFirst();
    if (!user) return undefined;
    const totals = await db
      .selectFrom('courses')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('feedback_count'), eb.lit(0)).as('reviews'),
        eb.fn.coalesce(eb.fn.sum<number>('rating_sum'), eb.lit(0)).as('rating_sum'),
      ])
      .where('user_id', '=', tutorId)
      .where('status_id', '=', 1)
      .executeTakeFirstOrThrow();
    return { name: user.name, reviews: Number(totals.reviews), ratingSum: Number(totals.rating_sum) };
  },
};
