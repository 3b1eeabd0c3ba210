import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectOf } from '../dialect-kind';

/**
 * Byte counts outgrow 32 bits: a tus upload may be 2 GiB (2,147,483,648 bytes, one more than PostgreSQL's
 * `integer` holds). Every column holding a size or an offset in bytes becomes `bigint`. SQLite's integers
 * are 64-bit already.
 */
export const BYTE_COLUMNS = [
  ['media_files', 'size'],
  ['uploads', 'size'],
  ['uploads', 'offset'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [table, column] of BYTE_COLUMNS)
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const [table, column] of BYTE_COLUMNS)
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type integer`.execute(db);
}
