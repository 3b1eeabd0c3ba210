import type { Db } from '../connection';

/** The facts a chapter-release check reads: chapters' school weeks and the learner's state. */
export const chapterReleaseRepository = {
  /** The release week of each chapter of a course (null: open from the start). */
  async weeks(db: Db, courseId: number): Promise<Map<number, number | null>> {
    const rows = await db
      .selectFrom('chapters')
      .select(['id', 'release_week'])
      .where('course_id', '=', courseId)
      .execute();
    return new Map(rows.map((r) => [r.id, r.release_week]));
  },

  /** The release weeks of the course's chapters a quiz is attached to (a quiz may sit in several). */
  async quizWeeks(db: Db, quizId: number, courseId: number): Promise<Array<number | null>> {
    const rows = await db
      .selectFrom('chapter_quizzes')
      .innerJoin('chapters', 'chapters.id', 'chapter_quizzes.chapter_id')
      .select('chapters.release_week')
      .where('chapter_quizzes.quiz_id', '=', quizId)
      .where('chapters.course_id', '=', courseId)
      .execute();
    return rows.map((r) => r.release_week);
  },

  /** The name of the state in the user's profile, or null. */
  async stateName(db: Db, userId: number): Promise<string | null> {
    const row = await db
      .selectFrom('users')
      .innerJoin('states', 'states.id', 'users.state_id')
      .select('states.name')
      .where('users.id', '=', userId)
      .executeTakeFirst();
    return row?.name ?? null;
  },
};
