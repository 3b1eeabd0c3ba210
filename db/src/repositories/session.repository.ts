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

  /** Deletes sessions expired at `now` (the same rule `load` applies); returns how many. */
  async purgeExpired(db: Db, now: string): Promise<number> {
    const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
