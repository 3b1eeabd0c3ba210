import type { Db } from '../connection';

/** What a position belongs to: a module video, or a part of an audio course. */
export type PlaybackKind = 'module' | 'audio';

export interface PlaybackPosition {
  position: number;
  updated_at: string;
}

/** Viewers' positions in module videos and audio parts (module_positions, audio_positions). */
export const playbackPositionRepository = {
  /**
   * Keeps a position, already checked by `keptPosition` (shared/rules/resume-position). The report made last
   * wins, by `at`: a report that arrives late (an offline queue, a slow tab) never overwrites a newer one.
   * Answers whether it was kept.
   */
  async save(
    db: Db,
    kind: PlaybackKind,
    input: { userId: number; itemId: number; position: number; at: string },
  ): Promise<boolean> {
    const values = { user_id: input.userId, position: input.position, updated_at: input.at };
    const result =
      kind === 'module'
        ? await db
            .insertInto('module_positions')
            .values({ ...values, module_id: input.itemId })
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'module_id'])
                .doUpdateSet({ position: input.position, updated_at: input.at })
                .where('module_positions.updated_at', '<=', input.at),
            )
            .executeTakeFirst()
        : await db
            .insertInto('audio_positions')
            .values({ ...values, subtopic_id: input.itemId })
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'subtopic_id'])
                .doUpdateSet({ position: input.position, updated_at: input.at })
                .where('audio_positions.updated_at', '<=', input.at),
            )
            .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },

  /** The viewer's position in one item, if any. */
  async find(
    db: Db,
    kind: PlaybackKind,
    userId: number,
    itemId: number,
  ): Promise<PlaybackPosition | undefined> {
    if (kind === 'module')
      return db
        .selectFrom('module_positions')
        .select(['position', 'updated_at'])
        .where('user_id', '=', userId)
        .where('module_id', '=', itemId)
        .executeTakeFirst();
    return db
      .selectFrom('audio_positions')
      .select(['position', 'updated_at'])
      .where('user_id', '=', userId)
      .where('subtopic_id', '=', itemId)
      .executeTakeFirst();
  },

  /** The viewer's positions in a course's modules, most recent first ("continue where you stopped"). */
  forCourse(
    db: Db,
    userId: number,
    courseId: number,
  ): Promise<Array<PlaybackPosition & { module_id: number }>> {
    return db
      .selectFrom('module_positions as p')
      .innerJoin('modules as m', 'm.id', 'p.module_id')
      .select(['p.module_id', 'p.position', 'p.updated_at'])
      .where('p.user_id', '=', userId)
      .where('m.course_id', '=', courseId)
      .orderBy('p.updated_at', 'desc')
      .orderBy('p.module_id')
      .execute();
  },

  /** The listener's positions in an audio course's parts, by sub-topic id. */
  async audioForCourse(db: Db, userId: number, courseId: number): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('audio_positions as p')
      .innerJoin('audio_subtopics as s', 's.id', 'p.subtopic_id')
      .innerJoin('audio_topics as t', 't.id', 's.topic_id')
      .select(['p.subtopic_id', 'p.position'])
      .where('p.user_id', '=', userId)
      .where('t.course_id', '=', courseId)
      .execute();
    return new Map(rows.map((r) => [r.subtopic_id, r.position]));
  },
};
