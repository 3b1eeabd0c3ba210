import type { Kysely } from 'kysely';

/** The admin payment screen pages a month's commissions in creation order: an index in that order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('commissions_created_idx')
    .on('commissions')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('commissions_created_idx').execute();
}
