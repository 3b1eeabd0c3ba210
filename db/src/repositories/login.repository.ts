import type { Db } from '../connection';

/** Failed-login bookkeeping for rate limiting, and the login statistics HR and admins read. */
export const loginRepository = {
  async recordFailure(db: Db, key: string, now: string): Promise<void> {
    await db.insertInto('login_attempts').values({ key, created_at: now }).execute();
  },

  async failuresSince(db: Db, key: string, since: string): Promise<number> {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async clearFailures(db: Db, key: string): Promise<void> {
    await db.deleteFrom('login_attempts').where('key', '=', key).execute();
  },

  async recordLogin(db: Db, userId: number, ip: string | null, now: string): Promise<void> {
    await db.insertInto('login_statistics').values({ user_id: userId, ip, created_at: now }).execute();
  },
};
