import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// COUNT and SUM come back as int8/numeric from PostgreSQL; our values fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export interface DbConfig {
  /** `postgres://...` for PostgreSQL; otherwise the SQLite file path (or `:memory:`). */
  url: string;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /** Where errors of idle PostgreSQL connections go (default: stderr). */
  onPoolError?: (err: Error) => void;
  /**
   * How long a SQLite write waits for another connection's lock before failing (the server answers 503).
   * better-sqlite3 waits synchronously, so this is also the longest the process can stall on a lock.
   */
  busyTimeoutMs?: number;
}

function defaultPoolError(err: Error): void {
  console.error(`database connection lost: ${err.message}`);
}

export type Db = Kysely<Database>;

/** The database file and its WAL companions are readable by the server's user only. */
function ownerOnly(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600);
}

/** Opens the database: SQLite with WAL and foreign keys on, or a PostgreSQL pool. */
export function createDb(config: DbConfig): Db {
  if (/^postgres(ql)?:\/\//.test(config.url)) {
    // A server that does not answer fails the request after a few seconds instead of hanging it.
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
    });
    // An idle client can lose its connection (server restart, admin termination); the pool drops it and
    // opens a new one on demand, so this must be reported, not crash the process.
    pool.on('error', (err) => (config.onPoolError ?? defaultPoolError)(err));
    // A client in use has no pool listener; without its own, a connection lost mid-query (server restart,
    // pg_terminate_backend) would be an uncaught 'error' that ends the process. The query itself fails and
    // the request answers 503; the pool then drops the broken client.
    pool.on('connect', (client) => {
      client.on('error', (err) => (config.onPoolError ?? defaultPoolError)(err));
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (config.url !== ':memory:') mkdirSync(dirname(config.url), { recursive: true, mode: 0o700 });
  const sqlite = new SQLite(config.url);
  sqlite.pragma('journal_mode = WAL');
  if (config.url !== ':memory:') ownerOnly(config.url);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(config.busyTimeoutMs ?? 5000))}`);
  // Reads through a memory map skip a copy per page: as much of the file as SQLite maps (2 GB), pages coming from
  // the operating system's cache. Search probes pages all over its postings: with 64 MB of SQLite's own cache
  // rather than 16 its p95 at a million courses was 7.5 to 9.3 ms against 9.7 to 11.3 (docs/performance.md).
  sqlite.pragma('mmap_size = 2147418112');
  sqlite.pragma('cache_size = -65536');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** How many prepared statements a SQLite connection keeps (the app sends a few hundred distinct ones). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, preparing each SQL text once: Kysely prepares every query it runs, and
 * preparing cost about a fifth of a catalogue search's time in the database (docs/performance.md). A statement
 * still being iterated (a streamed query) is busy; the same SQL meanwhile gets a statement of its own. SQLite
 * prepares a kept statement again by itself after a schema change.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const kept = cache.get(text);
      if (kept && !kept.busy) {
        // Most recently used last: the first key is the one to drop.
        cache.delete(text);
        cache.set(text, kept);
        return kept;
      }
      const statement = sqlite.prepare(text);
      if (!kept) {
        cache.set(text, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}

/** Answers once the database runs a trivial query; throws when it is not reachable. */
export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
