import type { Kysely } from 'kysely';

/**
 * Issue 19: a session opened by a right password that still waits for the second factor. `verify` asks for a
 * code of the factor the user turned on, `enrol` for setting one up (required by the user's roles); such a
 * session signs nobody in, and null is a full session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('second_factor', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('second_factor').execute();
}
