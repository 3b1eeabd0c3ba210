import type { Kysely } from 'kysely';

/** The reseller code a buyer gave on the subscription account step (spec 000 §3), kept for attribution. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('reseller_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('reseller_code').execute();
}
