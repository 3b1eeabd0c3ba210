import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns } from './table-builder';

/**
 * The mail outbox (issue 19): every message rendered when it is queued, sent by the job runner, retried
 * with backoff and claimed with a token so two instances never send one mail twice. The idempotency key
 * is unique, so a repeated enqueue (a replayed callback) queues nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('mails')
    .$call((t) => {
      t = c.id(t);
      t = c.text(t, 'idempotency_key', (x) => x.notNull().unique());
      t = c.ref(t, 'user_id', 'users', { nullable: true });
      t = c.text(t, 'to_address', (x) => x.notNull());
      t = c.text(t, 'to_name');
      t = c.text(t, 'language', (x) => x.notNull().check(sql`language in ('ms', 'en')`));
      t = c.text(t, 'template', (x) => x.notNull());
      t = c.text(t, 'data', (x) => x.notNull());
      t = c.text(t, 'category');
      t = c.text(t, 'unsubscribe_url');
      t = c.text(t, 'subject', (x) => x.notNull());
      t = c.text(t, 'html', (x) => x.notNull());
      t = c.text(t, 'text', (x) => x.notNull());
      t = c.text(t, 'message_id', (x) => x.notNull());
      t = c.text(t, 'attachments', (x) => x.notNull().defaultTo('[]'));
      t = c.text(t, 'status', (x) =>
        x.notNull().defaultTo('queued').check(sql`status in ('queued', 'sending', 'sent', 'failed')`),
      );
      t = c.int(t, 'attempts', (x) => x.notNull().defaultTo(0).check(sql`attempts >= 0`));
      t = c.text(t, 'next_attempt_at', (x) => x.notNull());
      t = c.text(t, 'claim_token');
      t = c.text(t, 'last_error');
      t = c.text(t, 'provider_message_id');
      t = c.text(t, 'sent_at');
      t = c.createdAt(t);
      return c.text(t, 'updated_at', (x) => x.notNull());
    })
    .execute();
  // The sender's claim reads queued and lapsed mails by due time.
  await db.schema.createIndex('mails_due_idx').on('mails').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mails_user_idx').on('mails').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mails').ifExists().execute();
}
