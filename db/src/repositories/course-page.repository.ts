import type { Db } from '../connection';

export type { CoursePageRow, TutorTotals } from './course-reads.part';

/** Reads for the course page: tags, content totals and the viewer's wishlist and progress. */
export const coursePageRepository = {
  async tagsOf(db: Db, courseId: number): Promise<string[]> {
    const rows = await db
      .selectFrom('course_tags')
      .innerJoin('tags', 'tags.id', 'course_tags.tag_id')
      .select('tags.name')
      .where('course_tags.course_id', '=', courseId)
      .orderBy('tags.name')
      .execute();
    return rows.map((r) => r.name);
  },

  /** Number and total seconds of the course's playable parts: video modules and audio sub-topics. */
  async contentTotals(
    db: Db,
    courseId: number,
  ): Promise<{ modules: number; parts: number; seconds: number }> {
    const [modules, audio] = await Promise.all([
      db
        .selectFrom('modules')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('duration').as('seconds')])
        .where('course_id', '=', courseId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('audio_subtopics')
        .innerJoin('audio_topics', 'audio_topics.id', 'audio_subtopics.topic_id')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>('audio_subtopics.duration').as('seconds'),
        ])
        .where('audio_topics.course_id', '=', courseId)
        .executeTakeFirstOrThrow(),
    ]);
    const moduleCount = Number(modules.n);
    return {
      modules: moduleCount,
      parts: moduleCount + Number(audio.n),
      seconds: Number(modules.seconds ?? 0) + Number(audio.seconds ?? 0),
    };
  },

  async isWishlisted(db: Db, userId: number, courseId: number): Promise<boolean> {
    const row = await db
      .selectFrom('wishlists')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Distinct modules of the course the user has watched. */
  async watchedCount(db: Db, userId: number, courseId: number): Promise<number> {
    const row = await db
      .selectFrom('module_watches')
      .innerJoin('modules', 'modules.id', 'module_watches.module_id')
      .select((eb) => eb.fn.count<number>('module_watches.module_id').distinct().as('n'))
      .where('module_watches.user_id', '=', userId)
      .where('modules.course_id', '=', courseId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
