import { randomUUID } from 'node:crypto';
import type { Db } from '@mahir/db';
import type { Logger } from 'pino';
import { acquireLease, releaseLease } from './job-lease';
import type { JobSet } from './job-set';
import { backoffMs, type DispatchReport, dispatchOutbox, type JobFailureListener } from './outbox-dispatcher';

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  /** The areas' schedules, outbox handlers and fulfilments (`collectJobs(modules)`). */
  jobs: JobSet;
  /** Identifies this instance in job leases. */
  instanceId?: string;
  clock?: () => Date;
  /** How long a scheduled job may hold its lease before another instance may take over. */
  leaseMs?: number;
  /** Told of each failed event or scheduled job (`metrics.jobFailed`). */
  onFailure?: JobFailureListener;
}

export interface TickReport extends DispatchReport {
  /** Scheduled jobs this tick ran. */
  ran: string[];
}

/**
 * The one job runner: each tick hands due outbox events to their handlers, then runs the scheduled
 * jobs that are due and whose lease it wins. `start` ticks on a timer; tests call `tick` directly.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { db, logger, jobs, onFailure } = options;
  const holder = options.instanceId ?? randomUUID();
  const clock = options.clock ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<TickReport> | null = null;
  /** Failures in a row per scheduled job on this instance: the retry waits 2 s, 4 s ... up to its period. */
  const failuresInRow = new Map<string, number>();

  async function runSchedules(now: Date): Promise<string[]> {
    const ran: string[] = [];
    for (const job of jobs.schedules) {
      if (!(await acquireLease(db, job.name, holder, now, job.everyMs, leaseMs))) continue;
      let outcome: { ranAt: Date } | { retryAt: Date } = { retryAt: now };
      try {
        await job.run({ db, now, logger, fulfilments: jobs.fulfilments });
        outcome = { ranAt: now };
        failuresInRow.delete(job.name);
        ran.push(job.name);
      } catch (err) {
        const failures = (failuresInRow.get(job.name) ?? 0) + 1;
        failuresInRow.set(job.name, failures);
        const delay = Math.min(job.everyMs, backoffMs(failures));
        outcome = { retryAt: new Date(now.getTime() + delay) };
        logger.error({ err, job: job.name, failures, retryInMs: delay }, 'scheduled job failed');
        onFailure?.('schedule', job.name);
      } finally {
        await releaseLease(db, job.name, holder, outcome);
      }
    }
    return ran;
  }

  /** One pass: outbox first (payments fulfil promptly), then due scheduled jobs. */
  async function tick(opts: { now?: Date } = {}): Promise<TickReport> {
    const now = opts.now ?? clock();
    const dispatched = await dispatchOutbox(db, logger, jobs, now, { onFailure });
    const ran = await runSchedules(now);
    return { ...dispatched, ran };
  }

  function guardedTick(): void {
    if (running) return;
    running = tick()
      .catch((err: unknown) => {
        logger.error({ err }, 'job runner tick failed');
        return { handled: 0, failed: 0, ran: [] };
      })
      .finally(() => {
        running = null;
      });
  }

  return {
    tick,
    /** Ticks every `intervalMs` until stopped; a tick never overlaps the previous one. */
    start(intervalMs = 1000): void {
      if (timer) return;
      timer = setInterval(guardedTick, intervalMs);
      timer.unref();
      guardedTick();
    },
    /** Stops the timer and waits for a tick in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
