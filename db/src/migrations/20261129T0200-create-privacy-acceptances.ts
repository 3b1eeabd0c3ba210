import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * The log of privacy notices accepted (PDPA 2010, issue 20): one row per acceptance with the notice's version,
 * when and how (`sign-up` or a later `re-accept`). `users.privacy_notice_version` keeps the latest; this keeps
 * them all, and outlives an account's deletion as proof of what was agreed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const steps = schemaSteps(db);
  await steps.create('privacy_acceptances', (t) => {
    t = c.id(t);
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = c.text(t, 'notice_version', (x) => x.notNull());
    t = c.text(t, 'context', (x) => x.notNull().check(sql`context in ('sign-up', 're-accept')`));
    t = c.text(t, 'ip');
    return c.text(t, 'accepted_at', (x) => x.notNull());
  });
  await steps.index('privacy_acceptances_user_idx', 'privacy_acceptances', ['user_id', 'accepted_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy_acceptances').ifExists().execute();
}
