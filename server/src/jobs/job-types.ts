import type { Db } from '@mahir/db';
import type { Logger } from 'pino';
import type { FulfilmentTable } from '../orders/fulfilment';
import type { OutboxTopic, OutboxTopics } from '../outbox/outbox';

/** What a job or outbox handler is given by the runner: never a captured database. */
export interface JobContext {
  db: Db;
  now: Date;
  logger: Logger;
  /** Every area's fulfilments, by item type: what the `order.paid` fulfilment handler runs. */
  fulfilments: FulfilmentTable;
}

export type ScheduledJob = (ctx: JobContext) => Promise<void>;

/** Scheduled work: `run` about every `everyMs`, on one instance at a time (a database lease), never overlapping. */
export interface Schedule {
  name: string;
  everyMs: number;
  run: ScheduledJob;
}

/** A named handler of one outbox topic; it must be idempotent, since a failed event is retried whole. */
export type OutboxHandler = {
  [T in OutboxTopic]: {
    topic: T;
    name: string;
    handle: (ctx: JobContext, payload: OutboxTopics[T]) => Promise<void>;
  };
}[OutboxTopic];

/**
 * Declares a handler of `topic`; the payload is typed by the topic (`OutboxTopics`).
 *
 * @example onEvent('order.paid', 'commission', ({ db }, { orderId }) => earnOrderCommissions(db, orderId))
 */
export function onEvent<T extends OutboxTopic>(
  topic: T,
  name: string,
  handle: (ctx: JobContext, payload: OutboxTopics[T]) => Promise<unknown>,
): OutboxHandler {
  return {
    topic,
    name,
    handle: async (ctx: JobContext, payload: OutboxTopics[T]) => {
      await handle(ctx, payload);
    },
  } as OutboxHandler;
}

/**
 * Declares scheduled work.
 *
 * @example every('session-purge', 3_600_000, async ({ db, now }) => { ... })
 */
export function every(name: string, everyMs: number, run: ScheduledJob): Schedule {
  if (!Number.isFinite(everyMs) || everyMs <= 0) throw new RangeError(`everyMs must be positive for ${name}`);
  return { name, everyMs, run };
}
