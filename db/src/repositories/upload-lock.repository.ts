import type { Db } from '../connection';

/**
 * Leases on tus uploads (`upload_locks`), one statement per call so any number of server instances agree
 * through the database alone. Shaped as the server's `UploadLeaseStore`.
 */
export const uploadLockRepository = {
  /** Takes the lease for `holder` when nobody holds it or its holder let it expire; true when taken. */
  async acquire(db: Db, uploadId: string, holder: string, expiresAt: Date, now: Date): Promise<boolean> {
    const result = await db
      .insertInto('upload_locks')
      .values({ upload_id: uploadId, holder, expires_at: expiresAt.toISOString(), release_requested: 0 })
      .onConflict((oc) =>
        oc
          .column('upload_id')
          .doUpdateSet((eb) => ({
            holder: eb.ref('excluded.holder'),
            expires_at: eb.ref('excluded.expires_at'),
            release_requested: 0,
          }))
          .where('upload_locks.expires_at', '<', now.toISOString()),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  /** Extends `holder`'s lease; `held` false when it lost it, `releaseRequested` when another asked for it. */
  async renew(
    db: Db,
    uploadId: string,
    holder: string,
    expiresAt: Date,
  ): Promise<{ held: boolean; releaseRequested: boolean }> {
    const row = await db
      .updateTable('upload_locks')
      .set({ expires_at: expiresAt.toISOString() })
      .where('upload_id', '=', uploadId)
      .where('holder', '=', holder)
      .returning('release_requested')
      .executeTakeFirst();
    return { held: row !== undefined, releaseRequested: Boolean(row?.release_requested) };
  },

  /** Asks whoever holds the lease to let go. */
  async requestRelease(db: Db, uploadId: string): Promise<void> {
    await db
      .updateTable('upload_locks')
      .set({ release_requested: 1 })
      .where('upload_id', '=', uploadId)
      .execute();
  },

  /** Gives the lease up, if `holder` still has it. */
  async release(db: Db, uploadId: string, holder: string): Promise<void> {
    await db
      .deleteFrom('upload_locks')
      .where('upload_id', '=', uploadId)
      .where('holder', '=', holder)
      .execute();
  },
};
