import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * The mail categories a user turned off (issue 19): one row per user and category, written by a one-click
 * unsubscribe or the preference page, removed when the category is turned back on. No row: the mail goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await schemaSteps(db).create('mail_opt_outs', (t) => {
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = c.text(t, 'category', (x) =>
      x.notNull().check(sql`category in ('billing', 'events', 'content-review', 'partner', 'progress')`),
    );
    t = c.createdAt(t);
    return t.addPrimaryKeyConstraint('mail_opt_outs_pk', ['user_id', 'category']);
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_opt_outs').ifExists().execute();
}
