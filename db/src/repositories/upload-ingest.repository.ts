import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';

/** A finished or unfinished resumable upload as the ingest step needs it. */
export interface UploadRow {
  id: string;
  user_id: number | null;
  completed: number;
  media_id: number | null;
  size: number | null;
  filename: string | null;
}

/** What the ingest step reads and writes: tus upload rows and the media rows it turns them into. */
export const uploadIngestRepository = {
  find(db: Db, id: string): Promise<UploadRow | undefined> {
    return db
      .selectFrom('uploads')
      .select(['id', 'user_id', 'completed', 'media_id', 'size', 'filename'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Stores an accepted file's media row and, for a tus upload, links the upload to it; one transaction. */
  async storeMedia(
    db: Db,
    row: Insertable<Database['media_files']>,
    uploadId: string | null,
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('media_files')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = Number(inserted.id);
      if (uploadId)
        await trx.updateTable('uploads').set({ media_id: id }).where('id', '=', uploadId).execute();
      return id;
    });
  },

  /** Forgets a refused tus upload. */
  async remove(db: Db, id: string): Promise<void> {
    await db.deleteFrom('uploads').where('id', '=', id).execute();
  },

  /** Media the user uploaded, by reference (hashslug), for checking what a save form sends back. */
  ownedMedia(db: Db, ownerId: number, hashslugs: readonly string[]) {
    if (hashslugs.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('media_files')
      .selectAll()
      .where('hashslug', 'in', [...hashslugs])
      .where('owner_id', '=', ownerId)
      .execute();
  },
};
