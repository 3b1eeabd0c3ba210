import type { Db } from '@mahir/db';

/** The id of a seeded user by email (the demo accounts: `student@demo.my`, `admin@demo.my`, ...). */
export async function userIdOf(db: Db, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}
