import type { Db } from '../connection';

/** The login statistics HR and admins read (failed-login limits live in the rate-limit repository). */
export const loginRepository = {
  async recordLogin(db: Db, userId: number, ip: string | null, now: string): Promise<void> {
    await db.insertInto('login_statistics').values({ user_id: userId, ip, created_at: now }).execute();
  },
};
