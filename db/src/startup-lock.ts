import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect-kind';

/** Names Mahir's start-up lock among the PostgreSQL advisory locks of the database (any fixed number). */
const STARTUP_LOCK_KEY = 730_120_261;

/**
 * Runs `work` (the migrations, the demo seed) while no other instance on the same database runs its own:
 * instances started together on a fresh PostgreSQL database would otherwise both seed it. One pooled
 * connection holds the advisory lock for the duration, so `work` uses the rest of the pool (it needs at
 * least two connections). SQLite serves one machine, whose writes its own lock already orders.
 *
 * @example await withStartupLock(db, async () => { await migrateToLatest(db); await seedIfEmpty(db, options); });
 */
export async function withStartupLock<T, D>(db: Kysely<D>, work: () => Promise<T>): Promise<T> {
  if (dialectOf(db as Kysely<unknown>) !== 'postgres') return work();
  return db.connection().execute(async (holder) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(holder);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(holder);
    }
  });
}
