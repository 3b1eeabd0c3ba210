import type { Kysely } from 'kysely';
import { columns } from './table-builder';

/**
 * One row per rate-limit key (`login-account:<email>`, `access-code-ip:<address>`...): the attempts of
 * the current window, and for limits with a lockout its end and how many lockouts came before
 * (each one twice as long). Replaces the per-attempt rows of `login_attempts`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (x) => x.primaryKey())
    .addColumn('hits', 'integer', (x) => x.notNull().defaultTo(0))
    .addColumn('window_started_at', 'text', (x) => x.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('strikes', 'integer', (x) => x.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('rate_limits_window_idx')
    .on('rate_limits')
    .column('window_started_at')
    .execute();
  await db.schema.dropTable('login_attempts').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema.dropTable('rate_limits').ifExists().execute();
  await db.schema
    .createTable('login_attempts')
    .$call((t) => c.createdAt(c.text(c.id(t), 'key', (x) => x.notNull())))
    .execute();
  await db.schema
    .createIndex('login_attempts_key_idx')
    .on('login_attempts')
    .columns(['key', 'created_at'])
    .execute();
}
