import type { Kysely } from 'kysely';

const LINE_COLUMNS = ['coupon_discount', 'points_discount', 'charge', 'tax_rate_bp', 'tax'] as const;

/**
 * Sales and service tax on order lines (issue 21, docs/tax.md): what each line was charged after its coupon
 * and points shares, its tax type and rate, and the tax inside the charge, all in sen, recorded when the
 * order is placed and never recomputed. Lines placed before this carry no tax (`tax_type` null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of LINE_COLUMNS)
    await db.schema
      .alterTable('order_items')
      .addColumn(name, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  await db.schema.alterTable('order_items').addColumn('tax_type', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [...LINE_COLUMNS, 'tax_type'])
    await db.schema.alterTable('order_items').dropColumn(name).execute();
}
