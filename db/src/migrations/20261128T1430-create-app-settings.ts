import type { Kysely } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Settings an administrator changes in the back office, one row per key (issue 19: whether admins and tutors
 * must sign in with a second factor). A missing row is the setting's default, so a fresh or demo database
 * needs none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await schemaSteps(db).create('app_settings', (t) => {
    t = c.text(t, 'key', (x) => x.primaryKey());
    t = c.text(t, 'value', (x) => x.notNull());
    t = c.ref(t, 'updated_by', 'users', { nullable: true });
    return c.text(t, 'updated_at', (x) => x.notNull());
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_settings').ifExists().execute();
}
