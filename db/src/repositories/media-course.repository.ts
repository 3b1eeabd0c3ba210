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

/** Courses and subscriptions as the media area needs them. */
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
};
