import type { Kysely } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Pauses of a subscription order for a school holiday (issue 21): `[starts_on, ends_on)` in Malaysia days;
 * each moved the order's next payment date by `days`. The days of the pauses starting in a year count
 * against the yearly allowance an admin sets (`app_settings` key `renewals.max_pause_days`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const steps = schemaSteps(db);
  await steps.create('subscription_pauses', (t) => {
    t = c.id(t);
    t = c.ref(t, 'order_id', 'orders');
    t = c.ref(t, 'user_id', 'users');
    t = c.text(t, 'starts_on', (x) => x.notNull());
    t = c.text(t, 'ends_on', (x) => x.notNull());
    t = c.int(t, 'days', (x) => x.notNull());
    return c.text(t, 'created_at', (x) => x.notNull());
  });
  await steps.index('subscription_pauses_order_idx', 'subscription_pauses', ['order_id', 'starts_on']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscription_pauses').ifExists().execute();
}
