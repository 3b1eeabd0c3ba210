import type { Database, Db } from '@mahir/db';
import type { Insertable } from 'kysely';
import { userIdOf } from '../support/demo-users';
import { demoClients } from '../support/http-client';
import { type DialectName, startTestServer } from '../support/test-server';

export { userIdOf };

/** Demo ids the learning API tests look up by their fixed keys. */
export async function courseIdOf(db: Db, hashslug: string): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select('id')
    .where('hashslug', '=', hashslug)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function userNameOf(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirstOrThrow();
  return row.name;
}

/** The chapter ids of a course in order. */
export async function chapterIdsOf(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('chapters')
    .select('id')
    .where('course_id', '=', courseId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}

/** The quiz attached to a chapter. */
export async function quizOfChapter(db: Db, chapterId: number): Promise<number> {
  const row = await db
    .selectFrom('chapter_quizzes')
    .select('quiz_id')
    .where('chapter_id', '=', chapterId)
    .executeTakeFirstOrThrow();
  return row.quiz_id;
}

/** The denormalized counters of a course next to what its rows say. */
export async function countersOf(db: Db, courseId: number) {
  const course = await db
    .selectFrom('courses')
    .select(['feedback_count', 'rating_sum', 'discussion_count'])
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  const feedback = await db
    .selectFrom('feedbacks')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('rate'), eb.lit(0)).as('sum'),
    ])
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  const questions = await db
    .selectFrom('discussions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('course_id', '=', courseId)
    .where('parent_id', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    feedback_count: Number(course.feedback_count),
    rating_sum: Number(course.rating_sum),
    discussion_count: Number(course.discussion_count),
    rows: { feedbacks: Number(feedback.n), rating_sum: Number(feedback.sum), questions: Number(questions.n) },
  };
}

/** Gives a user an active subscription to a course, as a purchase would (or as `extra` says); returns its id. */
export async function subscribe(
  db: Db,
  userId: number,
  courseId: number,
  extra: Partial<Insertable<Database['subscriptions']>> = {},
): Promise<number> {
  const row = await db
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      course_id: courseId,
      source: 'paid',
      status: 'active',
      is_unsubscribe: 0,
      started_at: new Date().toISOString(),
      ...extra,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The tutor who owns a course. */
export async function tutorOf(db: Db, courseId: number): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select('user_id')
    .where('id', '=', courseId)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

/** Removes every subscription a user holds to a course, whatever its status. */
export async function unsubscribe(db: Db, userId: number, courseId: number): Promise<void> {
  await db
    .deleteFrom('subscriptions')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

/** The id of a user's subscription to a course (there must be one). */
export async function subscriptionIdOf(db: Db, userId: number, courseId: number): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of a user's active subscriptions to a course. */
export async function activeSubscriptionIds(db: Db, userId: number, courseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('status', '=', 'active')
    .execute();
  return rows.map((r) => r.id);
}

/** The learning tests' world: a seeded server, the demo student, parent and a visitor, the two demo courses. */
export async function startLearningServer(dialect: DialectName) {
  const server = await startTestServer(dialect);
  const [student, parent, visitor] = await demoClients(server.url, ['student', 'parent', null]);
  return {
    server,
    student,
    parent,
    visitor,
    studentId: await userIdOf(server.db, 'student@demo.my'),
    videoId: await courseIdOf(server.db, 'demo-video-course'),
    reviewId: await courseIdOf(server.db, 'demo-review-course'),
  };
}
