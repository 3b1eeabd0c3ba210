import type { Selectable } from 'kysely';
import type { Db } from '../connection';
import type { ModuleHlsTable } from './module-hls.table';

export type ModuleHls = Selectable<ModuleHlsTable>;

/** Where each module's HLS package is (module_hls). */
export const moduleHlsRepository = {
  /** Records the package made for the module from `mediaId`, replacing the one before. */
  async save(
    db: Db,
    input: {
      moduleId: number;
      mediaId: number;
      masterKey: string;
      version: string;
      variants: number;
      copied: boolean;
    },
  ): Promise<void> {
    const row = {
      module_id: input.moduleId,
      media_id: input.mediaId,
      master_key: input.masterKey,
      version: input.version,
      variants: input.variants,
      copied: input.copied ? 1 : 0,
    };
    await db
      .insertInto('module_hls')
      .values(row)
      .onConflict((oc) =>
        oc.column('module_id').doUpdateSet({
          media_id: row.media_id,
          master_key: row.master_key,
          version: row.version,
          variants: row.variants,
          copied: row.copied,
        }),
      )
      .execute();
  },

  /** The module's package when it was made from the module's current video; undefined otherwise. */
  current(db: Db, moduleId: number): Promise<ModuleHls | undefined> {
    return db
      .selectFrom('module_hls as h')
      .innerJoin('modules as m', 'm.id', 'h.module_id')
      .selectAll('h')
      .where('h.module_id', '=', moduleId)
      .whereRef('h.media_id', '=', 'm.media_id')
      .executeTakeFirst();
  },

  /**
   * Modules with a video whose renditions are all done, at least one ready, and no package of that video yet:
   * what the HLS backfill packages (renditions made before HLS, or a packaging that failed), oldest first.
   */
  async unpackaged(
    db: Db,
    limit: number,
  ): Promise<Array<{ id: number; hashslug: string; media_id: number }>> {
    const rows = await db
      .selectFrom('modules as m')
      .select(['m.id', 'm.hashslug', 'm.media_id'])
      .where('m.media_id', 'is not', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('module_renditions as r')
            .select('r.module_id')
            .whereRef('r.module_id', '=', 'm.id')
            .where('r.status', '=', 'ready'),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('module_renditions as r')
              .select('r.module_id')
              .whereRef('r.module_id', '=', 'm.id')
              .where('r.status', '!=', 'ready'),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('module_hls as h')
              .select('h.module_id')
              .whereRef('h.module_id', '=', 'm.id')
              .whereRef('h.media_id', '=', 'm.media_id'),
          ),
        ),
      )
      .orderBy('m.id')
      .limit(limit)
      .execute();
    return rows.flatMap((r) =>
      r.media_id === null ? [] : [{ id: r.id, hashslug: r.hashslug, media_id: r.media_id }],
    );
  },

  async remove(db: Db, moduleId: number): Promise<void> {
    await db.deleteFrom('module_hls').where('module_id', '=', moduleId).execute();
  },
};
