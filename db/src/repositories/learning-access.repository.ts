import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { Db } from '../connection';

export interface LearningCourse {
  id: number;
  /** The course's tutor (courses.user_id). */
  tutor_id: number;
  status_id: number;
}

/** Course and subscription lookups the quiz, Q&A and feedback services share. */
export const learningAccessRepository = {
  /** The user's subscription that gives access to the course (active or pending cancellation), newest first. */
  subscription(
    db: Db,
    userId: number,
    courseId: number,
  ): Promise<{ id: number; status: string } | undefined> {
    return db
      .selectFrom('subscriptions')
      .select(['id', 'status'])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .where('status', 'in', SUBSCRIBER_STATUSES)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
  },

  /** A subscription by id with its owner, course and status. */
  subscriptionById(
    db: Db,
    id: number,
  ): Promise<{ id: number; user_id: number; course_id: number; status: string } | undefined> {
    return db
      .selectFrom('subscriptions')
      .select(['id', 'user_id', 'course_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** The public media of a user's avatar, or null. */
  async avatarOf(db: Db, userId: number): Promise<{ hashslug: string; extension: string } | null> {
    const row = await db
      .selectFrom('users')
      .innerJoin('media_files', 'media_files.id', 'users.avatar_media_id')
      .select(['media_files.hashslug', 'media_files.extension'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  },
};
