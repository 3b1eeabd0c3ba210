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
