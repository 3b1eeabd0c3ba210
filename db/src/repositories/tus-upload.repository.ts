import { sql } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';

/** A resumable upload as it is started. */
export interface NewTusUpload {
  id: string;
  userId: number;
  filename: string | null;
  /** The declared length in bytes, or null while it is deferred. */
  size: number | null;
  now: string;
}

/** Bytes of a user's open uploads (not yet handed over to an `upload-*` route); unknown lengths count as `unknownAs`. */
async function openBytesOf(db: Db, userId: number, unknownAs: number): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select(sql<number>`coalesce(sum(coalesce(size, ${unknownAs})), 0)`.as('bytes'))
    .where('user_id', '=', userId)
    .where('media_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.bytes);
}

/** Bookkeeping of resumable (tus) uploads: who started each one, its size, and whether it finished. */
export const tusUploadRepository = {
  openBytes: openBytesOf,

  /**
   * Records a new upload if `fits(openBytes)` says the user's open uploads leave room for it, atomically:
   * the user's row is locked on PostgreSQL (SQLite runs one write transaction at a time), so parallel
   * starts cannot all slip under the quota. False (nothing written) when it does not fit.
   */
  async createWithinQuota(
    db: Db,
    row: NewTusUpload,
    unknownAs: number,
    fits: (openBytes: number) => boolean,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (dialectOf(trx) === 'postgres')
        await trx.selectFrom('users').select('id').where('id', '=', row.userId).forUpdate().execute();
      if (!fits(await openBytesOf(trx, row.userId, unknownAs))) return false;
      await trx
        .insertInto('uploads')
        .values({
          id: row.id,
          user_id: row.userId,
          filename: row.filename,
          size: row.size,
          offset: 0,
          completed: 0,
          created_at: row.now,
        })
        .execute();
      return true;
    });
  },

  ownerOf(db: Db, id: string): Promise<{ user_id: number | null } | undefined> {
    return db.selectFrom('uploads').select('user_id').where('id', '=', id).executeTakeFirst();
  },

  async markCompleted(db: Db, id: string, size: number): Promise<void> {
    await db.updateTable('uploads').set({ completed: 1, offset: size, size }).where('id', '=', id).execute();
  },

  /** Uploads started before `cutoff` and never handed over: finished or not, they are abandoned. */
  async abandonedBefore(db: Db, cutoff: string, limit = 500): Promise<string[]> {
    const rows = await db
      .selectFrom('uploads')
      .select('id')
      .where('media_id', 'is', null)
      .where('created_at', '<', cutoff)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },

  /** Forgets an upload, unless it was handed over meanwhile; true when it was removed. */
  async removeAbandoned(db: Db, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('uploads')
      .where('id', '=', id)
      .where('media_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },
};
