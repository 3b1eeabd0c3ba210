import type { Db } from '@mahir/db';
import { mediaJobRepository } from '@mahir/db/repositories/media-job.repository';
import { outboxRepository } from '@mahir/db/repositories/outbox.repository';
import { Gauge, type Registry } from 'prom-client';

interface QueueSnapshot {
  outboxPending: number;
  outboxFailing: number;
  outboxLagSeconds: number;
  mediaPending: number;
}

async function readQueues(db: Db): Promise<QueueSnapshot> {
  const [backlog, mediaPending] = await Promise.all([
    outboxRepository.backlog(db),
    mediaJobRepository.pending(db),
  ]);
  const lagMs = backlog.oldest ? Date.now() - Date.parse(backlog.oldest) : 0;
  return {
    outboxPending: backlog.pending,
    outboxFailing: backlog.failing,
    outboxLagSeconds: Math.max(0, lagMs / 1000),
    mediaPending,
  };
}

const GAUGES: Array<[name: string, help: string, key: keyof QueueSnapshot]> = [
  ['outbox_pending_events', 'Outbox events not yet handled (all instances)', 'outboxPending'],
  ['outbox_failing_events', 'Outbox events waiting for a retry after a failed attempt', 'outboxFailing'],
  [
    'outbox_lag_seconds',
    'Age of the oldest outbox event not yet handled; 0 when none waits',
    'outboxLagSeconds',
  ],
  ['media_jobs_pending', 'Media jobs (probe, transcode) queued or running', 'mediaPending'],
];

/**
 * Gauges of the job queues, read from the database when scraped (one read per scrape, shared by the
 * gauges). The queues are shared by every instance, so each reports the same values: aggregate them with
 * `max`, not `sum`. A scrape while the database is down keeps the last values (`/readyz` reports it).
 */
export function queueGauges(registry: Registry, db: Db): void {
  let reading: Promise<QueueSnapshot | null> | null = null;
  const snapshot = () => {
    reading ??= readQueues(db)
      .catch(() => null)
      .finally(() =>
        setImmediate(() => {
          reading = null;
        }),
      );
    return reading;
  };
  for (const [name, help, key] of GAUGES)
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const queues = await snapshot();
        if (queues) this.set(queues[key]);
      },
    });
}
