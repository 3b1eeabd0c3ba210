import type { Db } from '@mahir/db';
import type { Logger } from 'pino';

/** What a job or outbox handler is given by the runner: never a captured database. */
export interface JobContext {
  db: Db;
  now: Date;
  logger: Logger;
}

export type ScheduledJob = (ctx: JobContext) => Promise<void>;

/** An outbox handler; it must be idempotent, since a failed event is retried whole. */
export type OutboxHandler = (ctx: JobContext, payload: unknown) => Promise<void>;

interface Schedule {
  name: string;
  everyMs: number;
  run: ScheduledJob;
}

const schedules = new Map<string, Schedule>();
const handlers = new Map<string, Map<string, OutboxHandler>>();

/**
 * Registers scheduled work: `fn` runs about every `everyMs`, on one instance at a time (a database
 * lease), never overlapping itself. Registering a name again replaces it.
 *
 * @example registerSchedule('session-purge', 3_600_000, async ({ db, now }) => { ... })
 */
export function registerSchedule(name: string, everyMs: number, fn: ScheduledJob): void {
  if (!Number.isFinite(everyMs) || everyMs <= 0) throw new RangeError(`everyMs must be positive for ${name}`);
  schedules.set(name, { name, everyMs, run: fn });
}

/** Registers a named handler for an outbox topic; the same name again replaces it. */
export function registerOutboxHandler(topic: string, name: string, handler: OutboxHandler): void {
  const forTopic = handlers.get(topic) ?? new Map<string, OutboxHandler>();
  forTopic.set(name, handler);
  handlers.set(topic, forTopic);
}

export function registeredSchedules(): Schedule[] {
  return [...schedules.values()];
}

export function handlersForTopic(topic: string): Array<[string, OutboxHandler]> {
  return [...(handlers.get(topic)?.entries() ?? [])];
}
