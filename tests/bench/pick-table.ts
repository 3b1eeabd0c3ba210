import type { Db } from '@mahir/db';
import { sql } from 'kysely';

/**
 * A small numbered table (`k` from 0) of `values` in `column`, to spread bulk rows over by `i % size`: a
 * plain table both databases join fast.
 */
export async function pickTable(
  db: Db,
  name: string,
  column: string,
  values: ReadonlyArray<string | number>,
) {
  await sql`drop table if exists ${sql.table(name)}`.execute(db);
  const type = typeof values[0] === 'number' ? sql`integer` : sql`text`;
  await sql`create table ${sql.table(name)} (k integer primary key, ${sql.ref(column)} ${type} not null)`.execute(
    db,
  );
  for (let i = 0; i < values.length; i += 500) {
    const rows = values.slice(i, i + 500).map((v, j) => sql`(${i + j}, ${v})`);
    await sql`insert into ${sql.table(name)} (k, ${sql.ref(column)}) values ${sql.join(rows)}`.execute(db);
  }
}

/** The ids of the approved resellers, in id order (who bulk orders credit a commission to). */
export async function approvedResellerIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('resellers')
    .select('id')
    .where('status', '=', 'approved')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
