import type { Db } from '../connection';
import { rowById } from './row-lookup';

/** What the media jobs read and write: modules' renditions and posters, stock photos' previews. */
export const transcodeRepository = {
  module(db: Db, id: number) {
    return rowById(db, 'modules', ['id', 'media_id', 'hashslug'], id);
  },

  /** Starts a module's renditions afresh: one pending row per planned height. */
  async resetRenditions(db: Db, moduleId: number, heights: number[]): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('module_renditions').where('module_id', '=', moduleId).execute();
      for (const quality of heights) {
        await trx
          .insertInto('module_renditions')
          .values({ module_id: moduleId, quality, media_id: null, status: 'pending', error: null })
          .execute();
      }
    });
  },

  async renditionReady(db: Db, moduleId: number, quality: number, mediaId: number): Promise<void> {
    await db
      .updateTable('module_renditions')
      .set({ status: 'ready', media_id: mediaId, error: null })
      .where('module_id', '=', moduleId)
      .where('quality', '=', quality)
      .execute();
  },

  async renditionFailed(db: Db, moduleId: number, quality: number, error: string): Promise<void> {
    await db
      .updateTable('module_renditions')
      .set({ status: 'failed', error })
      .where('module_id', '=', moduleId)
      .where('quality', '=', quality)
      .execute();
  },

  async setPoster(db: Db, moduleId: number, mediaId: number): Promise<void> {
    await db.updateTable('modules').set({ poster_media_id: mediaId }).where('id', '=', moduleId).execute();
  },

  photo(db: Db, id: number) {
    return rowById(db, 'stock_photos', ['id', 'title', 'media_id', 'watermark_media_id'], id);
  },

  async setThumbnail(db: Db, photoId: number, mediaId: number): Promise<void> {
    await db
      .updateTable('stock_photos')
      .set({ thumbnail_media_id: mediaId })
      .where('id', '=', photoId)
      .execute();
  },
};
