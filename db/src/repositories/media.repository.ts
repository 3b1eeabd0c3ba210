import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { Database, MediaFile } from '../schema';

/** Stored files (media_files) and which of them are public. */
export const mediaRepository = {
  findByHashslug(db: Db, hashslug: string): Promise<MediaFile | undefined> {
    return db.selectFrom('media_files').selectAll().where('hashslug', '=', hashslug).executeTakeFirst();
  },

  findById(db: Db, id: number): Promise<MediaFile | undefined> {
    return db.selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /**
   * Whether a file is referenced as public: a course banner or preview, a preview module or its renditions, a
   * watermarked photo, an avatar, a merchandise, banner or event image, a partner's logo. Anything else is
   * served only by signed URL.
   */
  async isPublic(db: Db, mediaId: number): Promise<boolean> {
    const one = (q: { limit(n: number): { executeTakeFirst(): Promise<unknown> } }) =>
      q.limit(1).executeTakeFirst();
    const hits = await Promise.all([
      one(
        db
          .selectFrom('courses')
          .select('id')
          .where((eb) => eb.or([eb('banner_media_id', '=', mediaId), eb('preview_media_id', '=', mediaId)])),
      ),
      one(db.selectFrom('modules').select('id').where('media_id', '=', mediaId).where('is_preview', '=', 1)),
      one(
        db
          .selectFrom('module_renditions')
          .innerJoin('modules', 'modules.id', 'module_renditions.module_id')
          .select('modules.id')
          .where('module_renditions.media_id', '=', mediaId)
          .where('modules.is_preview', '=', 1),
      ),
      one(db.selectFrom('stock_photos').select('id').where('watermark_media_id', '=', mediaId)),
      one(db.selectFrom('users').select('id').where('avatar_media_id', '=', mediaId)),
      one(db.selectFrom('merchandise_galleries').select('id').where('media_id', '=', mediaId)),
      one(db.selectFrom('banners').select('id').where('media_id', '=', mediaId)),
      one(db.selectFrom('events').select('id').where('image_media_id', '=', mediaId)),
      one(db.selectFrom('sub_categories').select('id').where('logo_media_id', '=', mediaId)),
    ]);
    return hits.some((hit) => hit !== undefined);
  },

  async insert(db: Db, row: Insertable<Database['media_files']>): Promise<number> {
    const inserted = await db.insertInto('media_files').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  },
};
