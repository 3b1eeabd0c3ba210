import type { Db } from '@mahir/db';
import { outboxRepository as outbox } from '@mahir/db/repositories/outbox.repository';
import type { Logger } from 'pino';
import type { JobSet } from './job-set';
import type { JobContext } from './job-types';

/** How long a claimed event is hidden from other workers while it is handled. */
const CLAIM_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Delay before the next try after `attempts` failures: 2 s, 4 s, 8 s ... capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(1, attempts));
}

export interface DispatchReport {
  handled: number;
  failed: number;
}

/** Called for each failed job: an outbox event by topic, a scheduled job by name (the metrics count them). */
export type JobFailureListener = (kind: 'outbox' | 'schedule', name: string) => void;

/**
 * Hands due outbox events to their topic's handlers. An event is claimed by a conditional update of
 * its `next_attempt_at`, so two instances never handle it at once; success stamps `processed_at`,
 * failure records `attempts` and `last_error` and schedules a retry with exponential backoff.
 */
export async function dispatchOutbox(
  db: Db,
  logger: Logger,
  jobs: JobSet,
  now: Date,
  { limit = 50, onFailure }: { limit?: number; onFailure?: JobFailureListener } = {},
): Promise<DispatchReport> {
  const ctx: JobContext = { db, now, logger, fulfilments: jobs.fulfilments };
  const nowIso = now.toISOString();
  const due = await outbox.due(db, nowIso, limit);
  const report: DispatchReport = { handled: 0, failed: 0 };
  for (const event of due) {
    if (!(await outbox.claim(db, event, new Date(now.getTime() + CLAIM_MS).toISOString()))) continue;
    try {
      // The writer is typed by topic (`writeEvent`), so the stored payload is the topic's payload.
      const payload: never = JSON.parse(event.payload) as never;
      for (const handler of jobs.handlers.get(event.topic) ?? []) await handler.handle(ctx, payload);
      await outbox.markProcessed(db, event.id, new Date().toISOString());
      report.handled++;
    } catch (err) {
      const attempts = event.attempts + 1;
      const message = err instanceof Error ? err.message : String(err);
      await outbox.markFailed(
        db,
        event.id,
        message.slice(0, 2000),
        new Date(now.getTime() + backoffMs(attempts)).toISOString(),
      );
      logger.warn({ eventId: event.id, topic: event.topic, attempts, err: message }, 'outbox handler failed');
      report.failed++;
      onFailure?.('outbox', event.topic);
    }
  }
  return report;
}
