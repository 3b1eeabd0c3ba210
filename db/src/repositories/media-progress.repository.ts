import type { Db } from '../connection';

export interface ChapterModuleRow {
  id: number;
  chapter_id: number;
  title: string;
  duration: number;
  is_preview: number;
  media_id: number | null;
}

function chapterModules(db: Db) {
  return db.selectFrom('modules').select(['id', 'chapter_id', 'title', 'duration', 'is_preview', 'media_id']);
}

/** Chapters, modules, chapter quizzes and watched modules of video courses. */
export const mediaProgressRepository = {
  chapters(db: Db, courseId: number): Promise<Array<{ id: number; title: string }>> {
    return db
      .selectFrom('chapters')
      .select(['id', 'title'])
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  modules(db: Db, courseId: number): Promise<ChapterModuleRow[]> {
    return chapterModules(db).where('course_id', '=', courseId).orderBy('position').orderBy('id').execute();
  },

  findModule(db: Db, moduleId: number, courseId: number): Promise<ChapterModuleRow | undefined> {
    return chapterModules(db).where('id', '=', moduleId).where('course_id', '=', courseId).executeTakeFirst();
  },

  /** Available quizzes attached to the course's chapters. */
  chapterQuizzes(
    db: Db,
    courseId: number,
  ): Promise<Array<{ quiz_id: number; chapter_id: number; title: string }>> {
    return db
      .selectFrom('chapter_quizzes')
      .innerJoin('chapters', 'chapters.id', 'chapter_quizzes.chapter_id')
      .innerJoin('quizzes', 'quizzes.id', 'chapter_quizzes.quiz_id')
      .select(['chapter_quizzes.quiz_id', 'chapter_quizzes.chapter_id', 'quizzes.title'])
      .where('chapters.course_id', '=', courseId)
      .where('quizzes.status', '=', 'available')
      .orderBy('chapter_quizzes.position')
      .orderBy('chapter_quizzes.quiz_id')
      .execute();
  },

  async submittedQuizIds(db: Db, userId: number, courseId: number): Promise<Set<number>> {
    const rows = await db
      .selectFrom('quiz_submissions')
      .select('quiz_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .execute();
    return new Set(rows.map((r) => r.quiz_id));
  },

  async watchedModuleIds(db: Db, userId: number, courseId: number): Promise<Set<number>> {
    const rows = await db
      .selectFrom('module_watches')
      .select('module_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .execute();
    return new Set(rows.map((r) => r.module_id));
  },

  /** Records a watched module once per user; a repeat changes nothing. */
  async markWatched(
    db: Db,
    row: { userId: number; courseId: number; moduleId: number; subscriptionId: number; now: string },
  ): Promise<void> {
    await db
      .insertInto('module_watches')
      .values({
        user_id: row.userId,
        course_id: row.courseId,
        module_id: row.moduleId,
        subscription_id: row.subscriptionId,
        watched_at: row.now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'module_id']).doNothing())
      .execute();
  },

  /** Watched and total modules of a course for a user; only modules that still exist count. */
  async progressCounts(
    db: Db,
    userId: number,
    courseId: number,
  ): Promise<{ watched: number; total: number }> {
    const [total, watched] = await Promise.all([
      db
        .selectFrom('modules')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('module_watches')
        .innerJoin('modules', 'modules.id', 'module_watches.module_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('module_watches.user_id', '=', userId)
        .where('modules.course_id', '=', courseId)
        .executeTakeFirstOrThrow(),
    ]);
    return { watched: Number(watched.n), total: Number(total.n) };
  },
};
