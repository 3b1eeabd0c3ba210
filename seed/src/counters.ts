import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { SeedDb } from './batch';

/** Recomputes the denormalized course counters from the rows they count, one UPDATE per column. */
export async function refreshCourseCounters(db: SeedDb): Promise<void> {
  await db
    .updateTable('courses')
    .set((eb) => ({
      feedback_count: eb
        .selectFrom('feedbacks')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('feedbacks.course_id', '=', 'courses.id'),
    }))
    .execute();
  await db
    .updateTable('courses')
    .set((eb) => ({
      rating_sum: eb
        .selectFrom('feedbacks')
        .select((sb) => sb.fn.coalesce(sb.fn.sum<number>('feedbacks.rate'), sb.lit(0)).as('n'))
        .whereRef('feedbacks.course_id', '=', 'courses.id'),
    }))
    .execute();
  await db
    .updateTable('courses')
    .set((eb) => ({
      subscriber_count: eb
        .selectFrom('subscriptions')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('subscriptions.course_id', '=', 'courses.id')
        .where('subscriptions.status', 'in', SUBSCRIBER_STATUSES),
    }))
    .execute();
  await db
    .updateTable('courses')
    .set((eb) => ({
      discussion_count: eb
        .selectFrom('discussions')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('discussions.course_id', '=', 'courses.id')
        .where('discussions.parent_id', 'is', null),
    }))
    .execute();
}
