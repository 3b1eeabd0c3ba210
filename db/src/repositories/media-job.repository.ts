import { sql } from 'kysely';
import type { Db } from '../connection';
import type { MediaJobTable } from '../schema';
import { rowById } from './row-lookup';

export type MediaJobKind = MediaJobTable['kind'];

export interface MediaJobRow {
  id: number;
  kind: MediaJobKind;
  target_id: number;
  media_id: number;
  status: string;
  attempts: number;
  error: string | null;
}

/** The background media queue (table media_jobs): enqueue, claim one at a time, finish, retry or fail. */
export const mediaJobRepository = {
  /** Queues work once per (kind, target, file); a repeated enqueue of the same file is a no-op. */
  async enqueue(db: Db, kind: MediaJobKind, targetId: number, mediaId: number, now: string): Promise<void> {
    await db
      .insertInto('media_jobs')
      .values({
        kind,
        target_id: targetId,
        media_id: mediaId,
        status: 'queued',
        attempts: 0,
        error: null,
        run_after: now,
        locked_until: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['kind', 'target_id', 'media_id']).doNothing())
      .execute();
  },

  /**
   * Claims the oldest due job: queued and due, or running with an expired lock (its worker died). The
   * conditional update makes the claim exclusive across processes sharing the database.
   */
  async claim(db: Db, now: string, lockUntil: string): Promise<MediaJobRow | undefined> {
    for (let tries = 0; tries < 5; tries += 1) {
      const candidate = await db
        .selectFrom('media_jobs')
        .select(['id', 'attempts'])
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', now)]),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .orderBy('run_after')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (!candidate) return undefined;
      const claimed = await db
        .updateTable('media_jobs')
        .set({
          status: 'running',
          locked_until: lockUntil,
          attempts: candidate.attempts + 1,
          updated_at: now,
        })
        .where('id', '=', candidate.id)
        .where('attempts', '=', candidate.attempts)
        .where((eb) =>
          eb.or([
            eb('status', '=', 'queued'),
            eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
          ]),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        return rowById(
          db,
          'media_jobs',
          ['id', 'kind', 'target_id', 'media_id', 'status', 'attempts', 'error'],
          candidate.id,
        );
      }
    }
    return undefined;
  },

  async finish(db: Db, id: number, now: string): Promise<void> {
    await db
      .updateTable('media_jobs')
      .set({ status: 'done', error: null, locked_until: null, updated_at: now })
      .where('id', '=', id)
      .execute();
  },

  /** Puts a failed attempt back in the queue for `runAfter`, or marks it failed for good. */
  async fail(db: Db, id: number, error: string, retryAt: string | null, now: string): Promise<void> {
    await db
      .updateTable('media_jobs')
      .set({
        status: retryAt ? 'queued' : 'failed',
        error: error.slice(0, 1000),
        run_after: retryAt ?? now,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  },

  find(db: Db, id: number) {
    return db.selectFrom('media_jobs').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Number of jobs still to do (for tests and the health view). */
  async pending(db: Db): Promise<number> {
    const row = await db
      .selectFrom('media_jobs')
      .select(sql<number>`count(*)`.as('n'))
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
};
