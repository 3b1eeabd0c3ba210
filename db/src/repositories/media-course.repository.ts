import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { Db } from '../connection';

/** A course as the media area needs it: read through the course repository. */
export type { CourseHead as MediaCourseRow } from './course-reads.part';

/** Subscriptions as the media area needs them (the course itself comes from the course repository). */
export const mediaCourseRepository = {
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
