import type { Selectable } from 'kysely';
import type { Db } from '../connection';
import type { ModuleCaptionTable } from './module-caption.table';

export type ModuleCaption = Selectable<ModuleCaptionTable>;

/** Caption tracks of module videos (module_captions). */
export const moduleCaptionRepository = {
  /** The facts captions need of a module: its video's length and the owner of its course. */
  module(db: Db, moduleId: number) {
    return db
      .selectFrom('modules as m')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select(['m.id', 'm.hashslug', 'm.duration', 'm.course_id', 'c.user_id as owner_id', 'c.kind'])
      .where('m.id', '=', moduleId)
      .executeTakeFirst();
  },

  /** A module's tracks, by language. */
  list(db: Db, moduleId: number): Promise<ModuleCaption[]> {
    return db
      .selectFrom('module_captions')
      .selectAll()
      .where('module_id', '=', moduleId)
      .orderBy('lang')
      .execute();
  },

  find(db: Db, moduleId: number, lang: string): Promise<ModuleCaption | undefined> {
    return db
      .selectFrom('module_captions')
      .selectAll()
      .where('module_id', '=', moduleId)
      .where('lang', '=', lang)
      .executeTakeFirst();
  },

  /**
   * Adds a module's track in a language or replaces it (one per language). Answers the file the track had before,
   * for the caller to delete once this is committed, or null for a new track. Run it in a transaction: it reads
   * then writes.
   */
  async save(
    db: Db,
    input: { moduleId: number; lang: string; label: string; storageKey: string; cues: number; now: string },
  ): Promise<{ previousKey: string | null }> {
    const before = await moduleCaptionRepository.find(db, input.moduleId, input.lang);
    await db
      .insertInto('module_captions')
      .values({
        module_id: input.moduleId,
        lang: input.lang,
        label: input.label,
        storage_key: input.storageKey,
        cues: input.cues,
        updated_at: input.now,
      })
      .onConflict((oc) =>
        oc.columns(['module_id', 'lang']).doUpdateSet((eb) => ({
          label: eb.ref('excluded.label'),
          storage_key: eb.ref('excluded.storage_key'),
          cues: eb.ref('excluded.cues'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
    return { previousKey: before && before.storage_key !== input.storageKey ? before.storage_key : null };
  },

  /** Removes a track; answers its file's key to delete, or null when there was none. */
  async remove(db: Db, moduleId: number, lang: string): Promise<string | null> {
    const row = await db
      .deleteFrom('module_captions')
      .where('module_id', '=', moduleId)
      .where('lang', '=', lang)
      .returning('storage_key')
      .executeTakeFirst();
    return row?.storage_key ?? null;
  },
};
