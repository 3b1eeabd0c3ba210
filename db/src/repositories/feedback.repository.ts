import type { Insertable, Transaction } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { Database } from '../schema';

export interface FeedbackListRow {
  id: number;
  rate: number;
  content: string;
  course_id: number;
  tutor_id: number;
  subscription_id: number;
  user_id: number;
  created_at: string;
  user_name: string;
  avatar_hashslug: string | null;
  avatar_extension: string | null;
}

export interface FeedbackRef {
  id: number;
  course_id: number;
  user_id: number;
  rate: number;
  content: string;
}

/** Course reviews and the course counters they feed (feedback_count, rating_sum). */
export const feedbackRepository = {
  /** A course's reviews, newest first, with the reviewer's name and avatar media. */
  listByCourse(db: Db, courseId: number): Promise<FeedbackListRow[]> {
    return db
      .selectFrom('feedbacks')
      .innerJoin('users', 'users.id', 'feedbacks.user_id')
      .leftJoin('media_files', 'media_files.id', 'users.avatar_media_id')
      .select([
        'feedbacks.id',
        'feedbacks.rate',
        'feedbacks.content',
        'feedbacks.course_id',
        'feedbacks.tutor_id',
        'feedbacks.subscription_id',
        'feedbacks.user_id',
        'feedbacks.created_at',
        'users.name as user_name',
        'media_files.hashslug as avatar_hashslug',
        'media_files.extension as avatar_extension',
      ])
      .where('feedbacks.course_id', '=', courseId)
      .orderBy('feedbacks.created_at', 'desc')
      .orderBy('feedbacks.id', 'desc')
      .execute();
  },

  /** Number of reviews per star value. */
  async countsByRate(db: Db, courseId: number): Promise<Record<number, number>> {
    const rows = await db
      .selectFrom('feedbacks')
      .select((eb) => ['rate', eb.fn.countAll<number>().as('n')])
      .where('course_id', '=', courseId)
      .groupBy('rate')
      .execute();
    return Object.fromEntries(rows.map((r) => [r.rate, Number(r.n)]));
  },

  /** One review; `lock` holds it until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  find(db: Db, id: number, lock = false): Promise<FeedbackRef | undefined> {
    const query = db
      .selectFrom('feedbacks')
      .select(['id', 'course_id', 'user_id', 'rate', 'content'])
      .where('id', '=', id);
    return (lock && dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  },

  async findIdOf(db: Db, userId: number, courseId: number): Promise<number | null> {
    const row = await db
      .selectFrom('feedbacks')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /** Stores a review; the unique (course_id, user_id) index refuses a second one. */
  /** Inserts the user's review unless they have one on the course (unique index); null when they had. */
  async insertIfAbsent(db: Db, row: Insertable<Database['feedbacks']>): Promise<number | null> {
    const inserted = await db
      .insertInto('feedbacks')
      .values(row)
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  },

  async update(
    db: Db,
    id: number,
    changes: { rate: number; content: string; updated_at: string },
  ): Promise<void> {
    await db.updateTable('feedbacks').set(changes).where('id', '=', id).execute();
  },

  /** Moves the course counters by the change, in the caller's transaction. */
  async bumpCounters(
    trx: Transaction<Database>,
    courseId: number,
    change: { count: number; rating: number },
  ): Promise<void> {
    await trx
      .updateTable('courses')
      .set((eb) => ({
        feedback_count: eb('feedback_count', '+', change.count),
        rating_sum: eb('rating_sum', '+', change.rating),
      }))
      .where('id', '=', courseId)
      .execute();
  },
};
