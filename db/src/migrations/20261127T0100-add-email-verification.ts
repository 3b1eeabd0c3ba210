import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Issue 19: when an account's email was verified, and which privacy notice it accepted at sign-up. Accounts
 * that exist already count as verified from their creation, so nothing that works today stops working.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('privacy_notice_version', 'text').execute();
  await db.schema.alterTable('users').addColumn('privacy_accepted_at', 'text').execute();
  await sql`update users set email_verified_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['privacy_accepted_at', 'privacy_notice_version', 'email_verified_at'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
