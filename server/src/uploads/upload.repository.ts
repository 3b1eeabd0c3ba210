import type { Db } from '@mahir/db';

/** Bookkeeping of resumable uploads: who started each one and whether it finished. */
export const uploadRepository = {
  async create(
    db: Db,
    row: { id: string; userId: number; filename: string | null; size: number | null; now: string },
  ) {
    await db
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
  },

  ownerOf(db: Db, id: string): Promise<{ user_id: number | null } | undefined> {
    return db.selectFrom('uploads').select('user_id').where('id', '=', id).executeTakeFirst();
  },

  async markCompleted(db: Db, id: string, size: number): Promise<void> {
    await db.updateTable('uploads').set({ completed: 1, offset: size, size }).where('id', '=', id).execute();
  },
};
