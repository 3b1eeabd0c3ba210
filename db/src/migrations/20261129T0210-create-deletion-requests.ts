import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Requests to delete an account (PDPA 2010, issue 20): who asked for whom, when, and when an admin completed
 * it. `receipt_email` and `receipt_name` keep where to send the completion mail once the account itself is
 * anonymised, and are cleared when that mail is queued. At most one pending request per account (the service
 * checks under the account's lock).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const steps = schemaSteps(db);
  await steps.create('deletion_requests', (t) => {
    t = c.id(t);
    t = c.ref(t, 'user_id', 'users');
    t = c.ref(t, 'requested_by', 'users');
    t = c.text(t, 'status', (x) =>
      x.notNull().defaultTo('pending').check(sql`status in ('pending', 'completed')`),
    );
    t = c.text(t, 'reason');
    t = c.text(t, 'receipt_email');
    t = c.text(t, 'receipt_name');
    t = c.text(t, 'language', (x) => x.notNull().defaultTo('ms'));
    t = c.text(t, 'requested_at', (x) => x.notNull());
    t = c.text(t, 'completed_at');
    return c.ref(t, 'completed_by', 'users', { nullable: true });
  });
  await steps.index('deletion_requests_user_idx', 'deletion_requests', ['user_id', 'status']);
  await steps.index('deletion_requests_status_idx', 'deletion_requests', ['status', 'requested_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('deletion_requests').ifExists().execute();
}
