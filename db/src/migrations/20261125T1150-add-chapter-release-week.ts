import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A chapter of a package course may open in a given school week (issue 23); null is open from the start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chapters')
    .addColumn('release_week', 'integer', (c) => c.check(sql`release_week between 1 and 60`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chapters').dropColumn('release_week').execute();
}
