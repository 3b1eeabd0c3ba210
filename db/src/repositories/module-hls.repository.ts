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

  async remove(db: Db, moduleId: number): Promise<void> {
    await db.deleteFrom('module_hls').where('module_id', '=', moduleId).execute();
  },
};
