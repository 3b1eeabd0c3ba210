import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';

export type GuardianFields = Omit<Insertable<Database['guardians']>, 'id' | 'user_id'>;

/** Accounts created and edited by shoppers: the user row, roles and the guardian (relationship). */
export const accountRepository = {
  async emailTaken(db: Db, email: string): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
      .executeTakeFirst();
    return row !== undefined;
  },

  async usernameTaken(db: Db, username: string): Promise<boolean> {
    const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
    return row !== undefined;
  },

  async createUser(db: Db, row: Insertable<Database['users']>, roles: string[]): Promise<number> {
    const inserted = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    if (roles.length > 0)
      await db
        .insertInto('user_roles')
        .values(roles.map((role) => ({ user_id: id, role })))
        .execute();
    return id;
  },

  async addRole(db: Db, userId: number, role: string): Promise<void> {
    await db
      .insertInto('user_roles')
      .values({ user_id: userId, role })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .execute();
  },

  async updateUser(db: Db, userId: number, changes: Updateable<Database['users']>): Promise<void> {
    await db.updateTable('users').set(changes).where('id', '=', userId).execute();
  },

  user(db: Db, userId: number) {
    return db
      .selectFrom('users')
      .leftJoin('schools', 'schools.id', 'users.school_id')
      .leftJoin('media_files', 'media_files.id', 'users.avatar_media_id')
      .selectAll('users')
      .select([
        'schools.name as school_name',
        'media_files.hashslug as avatar_hashslug',
        'media_files.extension as avatar_extension',
      ])
      .where('users.id', '=', userId)
      .executeTakeFirst();
  },

  guardian(db: Db, userId: number) {
    return db.selectFrom('guardians').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  /** Creates or replaces the user's one guardian row. */
  async saveGuardian(db: Db, userId: number, fields: GuardianFields): Promise<void> {
    await db
      .insertInto('guardians')
      .values({ user_id: userId, ...fields })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(fields))
      .execute();
  },
};
