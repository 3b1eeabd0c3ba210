import type { Db } from '../connection';
import type { User } from '../schema';

/** User lookups shared by auth and profile areas. */
export const userRepository = {
  findByEmail(db: Db, email: string): Promise<User | undefined> {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  },

  findById(db: Db, id: number): Promise<User | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The profile's language (`bm`, `ms`, `en`...), which mails and the interface follow. */
  async languageOf(db: Db, id: number): Promise<string | null> {
    const row = await db.selectFrom('users').select('language').where('id', '=', id).executeTakeFirst();
    return row?.language ?? null;
  },

  /** Forgets an interface language chosen on the profile (`ms`/`en`); other values stay. */
  async clearUiLanguage(db: Db, id: number): Promise<void> {
    await db
      .updateTable('users')
      .set({ language: null })
      .where('id', '=', id)
      .where('language', 'in', ['ms', 'en'])
      .execute();
  },

  /** Keeps the language a user chose on the profile; a no-op when it is already that one. */
  async setLanguage(db: Db, id: number, language: string): Promise<void> {
    await db
      .updateTable('users')
      .set({ language })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
      .execute();
  },

  async rolesOf(db: Db, userId: number): Promise<string[]> {
    const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
    return rows.map((r) => r.role);
  },

  /** The avatar's media hashslug and extension, for building its public URL. */
  async avatarOf(db: Db, mediaId: number | null): Promise<{ hashslug: string; extension: string } | null> {
    if (mediaId === null) return null;
    const row = await db
      .selectFrom('media_files')
      .select(['hashslug', 'extension'])
      .where('id', '=', mediaId)
      .executeTakeFirst();
    return row ?? null;
  },
};
