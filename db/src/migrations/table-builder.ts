import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';
import { type DialectKind, dialectOf } from '../dialect-kind';

type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
export type Table = CreateTableBuilder<string, string>;

/** Small vocabulary for portable column definitions, so one migration serves SQLite and PostgreSQL. */
export function columns(db: Kysely<unknown>) {
  const kind: DialectKind = dialectOf(db);
  const nowDefault =
    kind === 'postgres'
      ? sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return {
    kind,
    id: (t: Table): Table =>
      kind === 'postgres'
        ? t.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    text: (t: Table, name: string, f: Col = (c) => c) => t.addColumn(name, 'text', f),
    int: (t: Table, name: string, f: Col = (c) => c) => t.addColumn(name, 'integer', f),
    /** Money in sen or any non-negative count. */
    money: (t: Table, name: string) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0)),
    flag: (t: Table, name: string, value = 0) =>
      t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(value)),
    ref: (t: Table, name: string, table: string, opts: { nullable?: boolean; cascade?: boolean } = {}) =>
      t.addColumn(name, 'integer', (c) => {
        let col = c.references(`${table}.id`);
        col = opts.cascade ? col.onDelete('cascade') : opts.nullable ? col.onDelete('set null') : col;
        return opts.nullable ? col : col.notNull();
      }),
    createdAt: (t: Table, name = 'created_at') =>
      t.addColumn(name, 'text', (c) => c.notNull().defaultTo(nowDefault)),
  };
}

/** Creates a table or an index in one call, the two steps every create migration repeats. */
export function schemaSteps(db: Kysely<unknown>) {
  return {
    create: (name: string, build: (t: Table) => Table) => build(db.schema.createTable(name)).execute(),
    index: (name: string, table: string, cols: string[], unique = false) => {
      const b = db.schema.createIndex(name).on(table).columns(cols);
      return (unique ? b.unique() : b).execute();
    },
  };
}
