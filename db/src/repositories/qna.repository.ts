import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { Database } from '../schema';

export interface DiscussionListRow {
  id: number;
  parent_id: number | null;
  user_id: number;
  comment: string;
  created_at: string;
  user_name: string;
  avatar_hashslug: string | null;
  avatar_extension: string | null;
}

export interface DiscussionRef {
  id: number;
  course_id: number;
  user_id: number;
  parent_id: number | null;
}

/** Q&A threads (table `discussions`): questions have no parent, answers and replies do. */
export const qnaRepository = {
  /** Every post of a course with its author's name and avatar media. */
  listByCourse(db: Db, courseId: number): Promise<DiscussionListRow[]> {
    return db
      .selectFrom('discussions')
      .innerJoin('users', 'users.id', 'discussions.user_id')
      .leftJoin('media_files', 'media_files.id', 'users.avatar_media_id')
      .select([
        'discussions.id',
        'discussions.parent_id',
        'discussions.user_id',
        'discussions.comment',
        'discussions.created_at',
        'users.name as user_name',
        'media_files.hashslug as avatar_hashslug',
        'media_files.extension as avatar_extension',
      ])
      .where('discussions.course_id', '=', courseId)
      .orderBy('discussions.created_at')
      .orderBy('discussions.id')
      .execute();
  },

  /** One post of a course; `lock` holds it until the transaction ends (PostgreSQL; SQLite writes one at a time). */
  find(db: Db, id: number, courseId: number, lock = false): Promise<DiscussionRef | undefined> {
    const query = db
      .selectFrom('discussions')
      .select(['id', 'course_id', 'user_id', 'parent_id'])
      .where('id', '=', id)
      .where('course_id', '=', courseId);
    return (lock && dialectOf(db) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  },

  async countChildren(db: Db, id: number): Promise<number> {
    const row = await db
      .selectFrom('discussions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Inserts a question unless the user already asked one on the course (partial unique index); null when they had. */
  async insertQuestionIfAbsent(db: Db, row: Insertable<Database['discussions']>): Promise<number | null> {
    const inserted = await db
      .insertInto('discussions')
      .values({ ...row, parent_id: null })
      .onConflict((oc) => oc.columns(['course_id', 'user_id']).where('parent_id', 'is', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted?.id ?? null;
  },

  async insert(db: Db, row: Insertable<Database['discussions']>): Promise<number> {
    const inserted = await db.insertInto('discussions').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  },

  /**
   * Adds to the course's question counter. Done first in the create transaction: the row lock it takes
   * on PostgreSQL makes concurrent questions on the same course wait, so the one-question check holds.
   */
  async bumpQuestionCount(db: Db, courseId: number, delta: number): Promise<void> {
    await db
      .updateTable('courses')
      .set((eb) => ({ discussion_count: eb('discussion_count', '+', delta) }))
      .where('id', '=', courseId)
      .execute();
  },
};
