import { createHash } from 'node:crypto';
import type { Db } from '@mahir/db';
import { sql } from 'kysely';

/** Tables whose rows change on every request by design (session touch, throttling counters, migrations). */
const VOLATILE =
  /^(kysely_|sessions$|login_attempts$|rate_limit|throttle|sqlite_)|_(data|idx|content|docsize|config)$/;

/** Row count and content hash per table: equal snapshots mean nothing was written. */
export type DbSnapshot = Record<string, { rows: number; hash: string }>;

async function tableNames(db: Db): Promise<string[]> {
  const isPostgres = db.getExecutor().adapter.constructor.name.toLowerCase().includes('postgres');
  const rows = isPostgres
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  return rows.rows
    .map((r) => r.name)
    .filter((name) => !VOLATILE.test(name))
    .sort();
}

/** Takes the snapshot: every non-volatile table's rows, serialized and hashed in a stable order. */
export async function snapshot(db: Db): Promise<DbSnapshot> {
  const out: DbSnapshot = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    const lines = rows.map((row) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? String(v) : v)));
    lines.sort();
    const hash = createHash('sha256');
    for (const line of lines) hash.update(line).update('\n');
    out[name] = { rows: rows.length, hash: hash.digest('hex').slice(0, 16) };
  }
  return out;
}

/** The tables that differ between two snapshots, e.g. `wishlists: 3 -> 4 rows`. */
export function snapshotDiff(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const out: string[] = [];
  for (const name of [...names].sort()) {
    const a = before[name];
    const b = after[name];
    if (a?.hash === b?.hash && a?.rows === b?.rows) continue;
    out.push(
      `${name}: ${a?.rows ?? '-'} -> ${b?.rows ?? '-'} rows${a?.rows === b?.rows ? ' (changed)' : ''}`,
    );
  }
  return out;
}
