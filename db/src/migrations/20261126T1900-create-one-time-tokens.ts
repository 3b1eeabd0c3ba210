import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns } from './table-builder';

/**
 * Single-use tokens of mailed links (issues 19 and 20): email verification, password reset, email change,
 * a guardian's consent, linking a child. Only the SHA-256 of a token is stored. A token is used by one
 * conditional update (`consumed_at` still null, not revoked, not expired), so of two requests with one
 * link only one succeeds. At most one unused token per user, purpose and scope: issuing a new one revokes
 * the older ones, and the partial unique index holds that even if two issues raced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('one_time_tokens')
    .$call((t) => {
      t = c.id(t);
      t = c.text(t, 'token_hash', (x) => x.notNull().unique());
      t = c.text(t, 'purpose', (x) =>
        x
          .notNull()
          .check(
            sql`purpose in ('verify_email', 'reset_password', 'change_email', 'guardian_consent', 'child_link')`,
          ),
      );
      t = c.ref(t, 'user_id', 'users', { cascade: true });
      t = c.text(t, 'scope', (x) => x.notNull().defaultTo(''));
      t = c.text(t, 'payload');
      t = c.text(t, 'expires_at', (x) => x.notNull());
      t = c.text(t, 'consumed_at');
      t = c.text(t, 'revoked_at');
      return c.createdAt(t);
    })
    .execute();
  await db.schema
    .createIndex('one_time_tokens_live_idx')
    .on('one_time_tokens')
    .columns(['user_id', 'purpose', 'scope'])
    .unique()
    .where(sql.ref('consumed_at'), 'is', null)
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('one_time_tokens_expiry_idx')
    .on('one_time_tokens')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('one_time_tokens').ifExists().execute();
}
