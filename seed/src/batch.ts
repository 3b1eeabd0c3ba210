import type { Database } from '@mahir/db';
import { dialectOf } from '@mahir/db';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';

/** Any Kysely handle on the product schema: the database or a transaction. */
export type SeedDb = Kysely<Database>;

const MAX_ROWS = 500;
const MAX_PARAMS = 30_000;

/** Inserts rows in multi-row statements of at most 500 rows and well under SQLite's 32766 parameters. */
export async function insertRows<T extends keyof Database & string>(
  db: SeedDb,
  table: T,
  rows: ReadonlyArray<Insertable<Database[T]>>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Math.max(1, Object.keys(first).length);
  const size = Math.max(1, Math.min(MAX_ROWS, Math.floor(MAX_PARAMS / columns)));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size) as Insertable<Database[T]>[];
    // The generic table parameter defeats Kysely's per-table overloads; the row type is still checked above.
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

/** Rows of several tables, inserted in the order the tables are listed (parents before children). */
export type TableRows = { [T in keyof Database & string]?: ReadonlyArray<Insertable<Database[T]>> };

/** Inserts each listed table's rows with `insertRows`, one table after the other in listing order. */
export async function insertTables(db: SeedDb, tables: TableRows): Promise<void> {
  for (const [table, rows] of Object.entries(tables) as Array<
    [keyof Database & string, ReadonlyArray<never>]
  >)
    await insertRows(db, table, rows);
}

/** Tables whose `id` is an identity column and which the seed fills with explicit ids. */
export const ID_TABLES = [
  'countries',
  'states',
  'districts',
  'schools',
  'users',
  'login_statistics',
  'categories',
  'sub_categories',
  'tags',
  'courses',
  'chapters',
  'modules',
  'course_attachments',
  'ebooks',
  'audio_topics',
  'audio_subtopics',
  'stock_photos',
  'access_codes',
  'quizzes',
  'quiz_questions',
  'discussions',
  'packages',
  'subscriptions',
  'orders',
  'order_items',
  'order_packages',
  'cancellation_requests',
  'payments',
  'events',
  'merchandise',
  'merchandise_galleries',
  'banners',
  'coin_packages',
  'ledger_entries',
  'organizations',
  'companies',
  'sponsorships',
  'resellers',
  'commissions',
  'affiliate_commissions',
] as const satisfies ReadonlyArray<keyof Database>;

/** On PostgreSQL, moves each identity sequence past the explicit ids the seed inserted (no-op on SQLite). */
export async function bumpSequences(db: SeedDb, tables: readonly string[] = ID_TABLES): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), max(id)) from ${sql.table(table)} having max(id) is not null`.execute(
      db,
    );
  }
}

/** The next free id of a table (1 when empty). */
export async function nextId(db: SeedDb, table: (typeof ID_TABLES)[number]): Promise<number> {
  const { rows } = await sql<{
    max: number | string | null;
  }>`select max(id) as max from ${sql.table(table)}`.execute(db);
  return Number(rows[0]?.max ?? 0) + 1;
}
