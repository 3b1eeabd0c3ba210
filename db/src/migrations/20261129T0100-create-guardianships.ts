import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Families (issue 20): which accounts a guardian holds as their children, and the consent a guardian gives
 * for a pupil under 18 who signed up alone.
 *
 * `guardianships`: one row per guardian and child. `origin` says how it began: `added` (the guardian
 * created the pupil's account) or `linked` (an existing pupil confirmed the guardian's request).
 *
 * `guardian_consents`: one row per pupil who named a guardian at sign-up. `requested_at` is when the last
 * request was mailed; `given_at`, the version and the wording exactly as shown are filled when the guardian
 * consents (once). The guardian's account is recorded when they were signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const s = schemaSteps(db);
  await s.create('guardianships', (t) => {
    t = c.id(t);
    t = c.ref(t, 'guardian_id', 'users', { cascade: true });
    t = c.ref(t, 'child_id', 'users', { cascade: true });
    t = c.text(t, 'origin', (x) => x.notNull().check(sql`origin in ('added', 'linked')`));
    return c.createdAt(t);
  });
  await s.index('guardianships_pair_idx', 'guardianships', ['guardian_id', 'child_id'], true);
  await s.index('guardianships_child_idx', 'guardianships', ['child_id']);
  await s.create('guardian_consents', (t) => {
    t = c.id(t);
    t = c.ref(t, 'child_id', 'users', { cascade: true });
    t = c.text(t, 'guardian_email', (x) => x.notNull());
    t = c.ref(t, 'guardian_id', 'users', { nullable: true });
    t = c.text(t, 'requested_at', (x) => x.notNull());
    t = c.text(t, 'given_at');
    t = c.text(t, 'version');
    t = c.text(t, 'language');
    t = c.text(t, 'wording');
    t = c.text(t, 'ip');
    return c.createdAt(t);
  });
  await s.index('guardian_consents_child_idx', 'guardian_consents', ['child_id'], true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('guardian_consents').ifExists().execute();
  await db.schema.dropTable('guardianships').ifExists().execute();
}
