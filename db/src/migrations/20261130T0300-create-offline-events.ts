import type { Kysely } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Offline downloads (issue 23, docs/learning.md "Offline downloads"): each progress report, "watched" mark
 * and quiz submission a learner made offline carries an id made by their app; `offline_events` keeps the ids
 * already applied, one row per user and id, so a replay after a lost answer changes nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const steps = schemaSteps(db);
  await steps.create('offline_events', (t) => {
    t = c.id(t);
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = c.text(t, 'client_id', (x) => x.notNull());
    t = c.text(t, 'kind', (x) => x.notNull());
    // When the learner made it (their device's clock), and when it reached us.
    t = c.text(t, 'made_at', (x) => x.notNull());
    return c.text(t, 'applied_at', (x) => x.notNull());
  });
  await steps.index('offline_events_user_client_idx', 'offline_events', ['user_id', 'client_id'], true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('offline_events').ifExists().execute();
}
