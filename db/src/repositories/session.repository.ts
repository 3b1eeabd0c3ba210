import type { Db } from '../connection';
import type { Session } from '../schema';

/** Sessions live in the database so that several server instances can share them. */
export const sessionRepository = {
  find(db: Db, id: string): Promise<Session | undefined> {
    return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async create(db: Db, row: Omit<Session, 'created_at' | 'last_seen_at'> & { now: string }): Promise<void> {
    const { now, ...rest } = row;
    await db
      .insertInto('sessions')
      .values({ ...rest, created_at: now, last_seen_at: now })
      .execute();
  },

  async touch(db: Db, id: string, now: string, expiresAt: string): Promise<void> {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  },

  async remove(db: Db, id: string): Promise<void> {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
  },

  /** Ends every session of a user but `keepId` (the one changing the password); returns how many. */
  async removeOthersOf(db: Db, userId: number, keepId: string | null): Promise<number> {
    let query = db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepId) query = query.where('id', '!=', keepId);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** A user's signed-in sessions still alive at `now` (not those waiting for a second factor), newest first. */
  liveOf(db: Db, userId: number, now: string): Promise<Session[]> {
    return db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('second_factor', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('id')
      .execute();
  },

  /** Ends one session of a user; false when the user has no such session. */
  async removeOf(db: Db, userId: number, id: string): Promise<boolean> {
    const result = await db
      .deleteFrom('sessions')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /** Deletes sessions expired at `now` (the same rule `load` applies); returns how many. */
  async purgeExpired(db: Db, now: string): Promise<number> {
    const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
