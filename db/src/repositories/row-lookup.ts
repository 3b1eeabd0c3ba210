import type { SelectExpression, Selection, SelectQueryBuilder } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';

/** The tables whose rows are named by an `id` column. */
export type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** The tables whose rows belong to an order by an `order_id` column. */
export type TableOfOrder = {
  [T in keyof Database]: Database[T] extends { order_id: unknown; id: unknown } ? T : never;
}[keyof Database];

/** The query builder of one table, typed for one table name however `T` is given. */
function from<T extends keyof Database>(db: Db, table: T) {
  return db.selectFrom(table) as unknown as SelectQueryBuilder<Database, T, object>;
}

/** Some columns of one row, found by its id (undefined when there is none). */
export function rowById<T extends TableWithId, C extends SelectExpression<Database, T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  id: number,
): Promise<Selection<Database, T, C> | undefined> {
  return from(db, table).select(columns).where(db.dynamic.ref('id'), '=', id).executeTakeFirst();
}

/** Some columns of the rows of an order in one table, in the order they were written. */
export function rowsOfOrder<T extends TableOfOrder, C extends SelectExpression<Database, T>>(
  db: Db,
  table: T,
  columns: readonly C[],
  orderId: number,
): Promise<Selection<Database, T, C>[]> {
  return from(db, table)
    .select(columns)
    .where(db.dynamic.ref('order_id'), '=', orderId)
    .orderBy(db.dynamic.ref('id'))
    .execute();
}
