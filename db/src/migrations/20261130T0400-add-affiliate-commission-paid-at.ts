import type { Kysely } from 'kysely';
import { schemaSteps } from './table-builder';

/**
 * Affiliate payouts (issue 21, docs/commissions.md): an affiliate commission is marked paid by an admin as a
 * reseller's is, so it records when (`paid_at`); the admin's monthly list reads the month's rows by
 * `created_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('affiliate_commissions').addColumn('paid_at', 'text').execute();
  await schemaSteps(db).index('affiliate_commissions_created_idx', 'affiliate_commissions', ['created_at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('affiliate_commissions_created_idx').ifExists().execute();
  await db.schema.alterTable('affiliate_commissions').dropColumn('paid_at').execute();
}
