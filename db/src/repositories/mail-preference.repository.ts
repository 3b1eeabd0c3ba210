import type { MailCategory } from '@mahir/shared/mail';
import type { Db } from '../connection';

/** The mail categories each user turned off (table `mail_opt_outs`). */
export const mailPreferenceRepository = {
  async optedOut(db: Db, userId: number): Promise<MailCategory[]> {
    const rows = await db
      .selectFrom('mail_opt_outs')
      .select('category')
      .where('user_id', '=', userId)
      .orderBy('category')
      .execute();
    return rows.map((r) => r.category);
  },

  async isOptedOut(db: Db, userId: number, category: MailCategory): Promise<boolean> {
    const row = await db
      .selectFrom('mail_opt_outs')
      .select('user_id')
      .where('user_id', '=', userId)
      .where('category', '=', category)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Turns a category off; turning it off twice keeps the first row. */
  async optOut(db: Db, userId: number, category: MailCategory, at: string): Promise<void> {
    await db
      .insertInto('mail_opt_outs')
      .values({ user_id: userId, category, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'category']).doNothing())
      .execute();
  },

  async optIn(db: Db, userId: number, category: MailCategory): Promise<void> {
    await db
      .deleteFrom('mail_opt_outs')
      .where('user_id', '=', userId)
      .where('category', '=', category)
      .execute();
  },
};
