import type { Kysely } from 'kysely';

/**
 * The affiliate whose link brought a business-plan or tutor-plan access (spec 001 §7: the employee and
 * student access posts carry `affiliate_id`); paid purchases keep theirs on the order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('affiliate_id', 'integer', (c) => c.references('affiliates.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').dropColumn('affiliate_id').execute();
}
