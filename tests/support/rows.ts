import type { Database, Db } from '@mahir/db';
import type { SelectExpression, Selection, SelectQueryBuilder, SelectType } from 'kysely';

/** Column values a row must hold; `null` matches a null column. */
export type RowMatch<T extends keyof Database> = {
  [K in keyof Database[T] & string]?: SelectType<Database[T][K]> | null;
};

function matching<T extends keyof Database>(db: Db, table: T, match: RowMatch<T>) {
  let query = db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>;
  for (const [column, value] of Object.entries(match) as Array<[string, string | number | null]>)
    query = query.where(db.dynamic.ref(column), value === null ? 'is' : '=', value);
  return query;
}

/**
 * Some columns of the row of `table` that holds `match` (a key: which of several would come is not defined),
 * as a test reads back what a call wrote; fails when there is none.
 */
export function theRow<T extends keyof Database, C extends SelectExpression<Database, T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  match: RowMatch<T>,
): Promise<Selection<Database, T, C>> {
  return matching(db, table, match).select(columns).executeTakeFirstOrThrow();
}

/** Every row of `table` that holds `match`, with all its columns, in no set order (tests count or compare them). */
export function theRows<T extends keyof Database>(db: Db, table: T, match: RowMatch<T>) {
  return matching(db, table, match).selectAll().execute();
}

/** How many rows of `table` hold `match` (all of them without one). */
export async function countRows<T extends keyof Database>(
  db: Db,
  table: T,
  match: RowMatch<T> = {},
): Promise<number> {
  const row = await matching(db, table, match)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
