import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { Db } from '../connection';

/** A subscription that still gives access to its course ("subscriber": active or pending cancellation). */
export interface SubscriberRow {
  id: number;
  status: string;
  source: string;
  is_unsubscribe: number;
  next_payment_date: string | null;
}

/** The one "is a subscriber" query: a user's standing in a course, read by every access check. */
export const courseStandingRepository = {
  /**
   * The user's newest subscription that still gives access to the course, or undefined.
   * With `subscriptionId`, only that subscription answers (a player naming the one it plays under).
   */
  subscriber(
    db: Db,
    userId: number,
    courseId: number,
    subscriptionId?: number,
  ): Promise<SubscriberRow | undefined> {
    let query = db
      .selectFrom('subscriptions')
      .select(['id', 'status', 'source', 'is_unsubscribe', 'next_payment_date'])
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .where('status', 'in', SUBSCRIBER_STATUSES);
    if (subscriptionId !== undefined) query = query.where('id', '=', subscriptionId);
    return query.orderBy('started_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
  },

  /** Whether the user is a subscriber of the course (in the caller's transaction when given one). */
  async isSubscriber(db: Db, userId: number, courseId: number): Promise<boolean> {
    return (await courseStandingRepository.subscriber(db, userId, courseId)) !== undefined;
  },
};
