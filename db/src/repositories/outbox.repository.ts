import { sql, type Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';

/** An outbox event waiting to be handled. */
export interface DueEvent {
  id: number;
  topic: string;
  payload: string;
  attempts: number;
  next_attempt_at: string;
}

/** The events still to handle, for the metrics: how many, how many failed before, the oldest's time. */
export interface OutboxBacklog {
  pending: number;
  failing: number;
  /** `created_at` of the oldest unprocessed event, or null when none waits. */
  oldest: string | null;
}

/** The outbox: events written in the transaction of the change they announce, handed out later. */
export const outboxRepository = {
  /** Writes an event in the caller's transaction, so it exists exactly when the change does. */
  async append(trx: Transaction<Database>, topic: string, payload: string): Promise<void> {
    await trx.insertInto('outbox').values({ topic, payload }).execute();
  },

  /** Unprocessed events due at `nowIso`, oldest first. */
  due(db: Db, nowIso: string, limit: number): Promise<DueEvent[]> {
    return db
      .selectFrom('outbox')
      .select(['id', 'topic', 'payload', 'attempts', 'next_attempt_at'])
      .where('processed_at', 'is', null)
      .where('next_attempt_at', '<=', nowIso)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  /**
   * Claims an event by moving its `next_attempt_at` from the value read to `until` and counting the
   * attempt; true only for the one caller whose conditional update won.
   */
  async claim(db: Db, event: DueEvent, until: string): Promise<boolean> {
    const claim = await db
      .updateTable('outbox')
      .set({ next_attempt_at: until, attempts: event.attempts + 1 })
      .where('id', '=', event.id)
      .where('processed_at', 'is', null)
      .where('next_attempt_at', '=', event.next_attempt_at)
      .executeTakeFirst();
    return Number(claim.numUpdatedRows) === 1;
  },

  /** The unprocessed events, counted in one read. */
  async backlog(db: Db): Promise<OutboxBacklog> {
    const row = await db
      .selectFrom('outbox')
      .select((eb) => [
        sql<number>`count(*)`.as('pending'),
        sql<number>`count(last_error)`.as('failing'),
        eb.fn.min('created_at').as('oldest'),
      ])
      .where('processed_at', 'is', null)
      .executeTakeFirst();
    return {
      pending: Number(row?.pending ?? 0),
      failing: Number(row?.failing ?? 0),
      oldest: row?.oldest ?? null,
    };
  },

  /** Stamps an event handled. */
  async markProcessed(db: Db, id: number, atIso: string): Promise<void> {
    await db
      .updateTable('outbox')
      .set({ processed_at: atIso, last_error: null })
      .where('id', '=', id)
      .execute();
  },

  /** Records a failed attempt and when to try again. */
  async markFailed(db: Db, id: number, error: string, retryAt: string): Promise<void> {
    await db
      .updateTable('outbox')
      .set({ last_error: error, next_attempt_at: retryAt })
      .where('id', '=', id)
      .execute();
  },
};
