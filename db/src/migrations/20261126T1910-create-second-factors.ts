import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns } from './table-builder';

/**
 * Two-factor sign-in (issue 19). One TOTP secret per user, encrypted with a key derived from `APP_SECRET`
 * (AES-256-GCM); `enabled_at` stays null until the user proves the authenticator with a code.
 * `last_used_step` is the TOTP time step of the last accepted code: a code is accepted only for a later
 * step, in one conditional update, so a code cannot be used twice. Recovery codes are stored as salted
 * SHA-256 hashes, each used once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('user_second_factors')
    .addColumn('user_id', 'integer', (x) => x.primaryKey().references('users.id').onDelete('cascade'))
    .$call((t) => {
      t = c.text(t, 'secret_ciphertext', (x) => x.notNull());
      t = c.text(t, 'enabled_at');
      t = c.int(t, 'last_used_step', (x) => x.check(sql`last_used_step >= 0`));
      t = c.createdAt(t);
      return c.text(t, 'updated_at', (x) => x.notNull());
    })
    .execute();
  await db.schema
    .createTable('user_recovery_codes')
    .$call((t) => {
      t = c.id(t);
      t = c.ref(t, 'user_id', 'users', { cascade: true });
      t = c.text(t, 'salt', (x) => x.notNull());
      t = c.text(t, 'code_hash', (x) => x.notNull());
      t = c.text(t, 'used_at');
      return c.createdAt(t);
    })
    .execute();
  await db.schema
    .createIndex('user_recovery_codes_user_idx')
    .on('user_recovery_codes')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_recovery_codes').ifExists().execute();
  await db.schema.dropTable('user_second_factors').ifExists().execute();
}
