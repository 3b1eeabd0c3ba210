import { sql } from 'kysely';
import type { Db } from '../connection';

/** One attempt counted against a key, as the limiter's rule sees it. */
export interface RateLimitHit {
  key: string;
  /** ISO time of the attempt. */
  now: string;
  /** Attempts at or before this time belong to an earlier window (now minus the window). */
  windowStart: string;
  /** Attempts allowed per window. */
  max: number;
  /**
   * For limits with a lockout: when the lockout that the next trip starts would end, by how many
   * lockouts came before (the last entry serves every later one). Empty for a plain window limit.
   */
  lockEnds: readonly string[];
  /** A key quiet since this time forgets its earlier lockouts. */
  forgetBefore: string;
}

/** The key's state right after the attempt was counted. */
export interface RateLimitState {
  hits: number;
  window_started_at: string;
  locked_until: string | null;
}

/**
 * Rate-limit counters. `hit` counts an attempt and trips the lockout in ONE upsert statement, so
 * parallel attempts cannot all pass a check made before their writes.
 */
export const rateLimitRepository = {
  async hit(db: Db, h: RateLimitHit): Promise<RateLimitState> {
    const locked = sql`rate_limits.locked_until > ${h.now}`;
    const stale = sql`rate_limits.window_started_at <= ${h.windowStart}`;
    const trips = h.lockEnds.length
      ? sql`rate_limits.window_started_at > ${h.windowStart} and rate_limits.hits + 1 > ${h.max}`
      : sql`1 = 0`;
    const lockEnd = h.lockEnds.length
      ? sql`case rate_limits.strikes ${sql.join(
          h.lockEnds.slice(0, -1).map((end, i) => sql`when ${i} then ${end}`),
          sql` `,
        )} else ${h.lockEnds.at(-1)} end`
      : sql`rate_limits.locked_until`;
    const result = await sql<RateLimitState>`
      insert into rate_limits (key, hits, window_started_at, locked_until, strikes)
      values (${h.key}, 1, ${h.now}, null, 0)
      on conflict (key) do update set
        hits = case when ${locked} then rate_limits.hits when ${stale} then 1 when ${trips} then 0
          else rate_limits.hits + 1 end,
        window_started_at = case when ${locked} then rate_limits.window_started_at
          when ${stale} then ${h.now} when ${trips} then ${h.now} else rate_limits.window_started_at end,
        locked_until = case when ${locked} then rate_limits.locked_until when ${trips} then ${lockEnd}
          else rate_limits.locked_until end,
        strikes = case when ${locked} then rate_limits.strikes
          when rate_limits.window_started_at <= ${h.forgetBefore} then 0
          when ${trips} then rate_limits.strikes + 1 else rate_limits.strikes end
      returning hits, window_started_at, locked_until`.execute(db);
    const row = result.rows[0];
    if (!row) throw new Error(`rate limit upsert for ${h.key} returned nothing`);
    return { ...row, hits: Number(row.hits) };
  },

  /** Gives one attempt back (it succeeded), in one statement. */
  async refund(db: Db, key: string): Promise<void> {
    await db
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', key)
      .where('hits', '>', 0)
      .execute();
  },

  /** Forgets a key entirely: its attempts and its lockouts. */
  async clear(db: Db, key: string): Promise<void> {
    await db.deleteFrom('rate_limits').where('key', '=', key).execute();
  },

  /** Deletes keys quiet since `before` and not locked at `now`; for a scheduled clean-up. */
  async purgeStale(db: Db, before: string, now: string): Promise<number> {
    const result = await db
      .deleteFrom('rate_limits')
      .where('window_started_at', '<', before)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
