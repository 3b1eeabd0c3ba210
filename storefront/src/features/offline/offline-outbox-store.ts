import type { OfflineEvent } from '@mahir/shared';
import type { ApiClient } from '@mahir/shared/client/api-client';
import { enqueue, nextBatch, OUTBOX_BATCH, settle } from '@mahir/shared/offline/offline-outbox';
import { routes } from '@mahir/ui/routes';
import { type OutboxRecord, offlineDb } from './offline-db';

type Made = 'client_id' | 'at';
/** An offline event before it is queued: the queue gives it its id and time. */
export type NewOfflineEvent = OfflineEvent extends infer E
  ? E extends OfflineEvent
    ? Omit<E, Made>
    : never
  : never;

/** Only the newest unsent position of a module matters. */
const samePosition = (a: OfflineEvent, b: OfflineEvent) =>
  a.kind === 'position' && b.kind === 'position' && a.module_id === b.module_id;

/** Queues what the learner did, with a fresh id (the server's dedup key) and the time it was made; answers the id. */
export async function queueOffline(userId: number, event: NewOfflineEvent): Promise<string> {
  const at = new Date().toISOString();
  const client_id = crypto.randomUUID();
  const item: OutboxRecord = {
    client_id,
    at,
    user_id: userId,
    event: { ...event, client_id, at } as OfflineEvent,
  };
  const before = await offlineDb.outbox(userId);
  const after = enqueue(before, item, samePosition);
  const kept = new Set(after.map((i) => i.client_id));
  await offlineDb.deleteOutbox(before.filter((i) => !kept.has(i.client_id)).map((i) => i.client_id));
  await offlineDb.putOutbox(item);
  return client_id;
}

/** Queues a quiz answered offline and marks it waiting, so Downloads can say when it was sent. */
export async function queueQuiz(
  userId: number,
  event: Omit<Extract<NewOfflineEvent, { kind: 'quiz' }>, 'kind'>,
): Promise<void> {
  const client_id = await queueOffline(userId, { kind: 'quiz', ...event });
  await offlineDb.putQuizAttempt(userId, event.quiz_id, { client_id, state: 'queued', message: null });
}

let flushing: Promise<number> | null = null;

/**
 * Sends the account's queue, oldest first, a batch at a time; what the server answered for leaves the queue
 * (applied, already applied, or refused for good), the rest waits for the next connection. One flush at a
 * time. Answers how many items were settled.
 */
export function flushOutbox(api: ApiClient, userId: number): Promise<number> {
  flushing ??= (async () => {
    let settled = 0;
    try {
      for (;;) {
        const queue = await offlineDb.outbox(userId);
        const batch = nextBatch(queue, OUTBOX_BATCH);
        if (batch.length === 0) break;
        const { results } = await api.data(routes.offline.sync, {
          body: { events: batch.map((i) => i.event) },
        });
        const left = new Set(settle(batch, results).map((i) => i.client_id));
        const done = batch.filter((i) => !left.has(i.client_id)).map((i) => i.client_id);
        // A quiz's answers: sent (applied now or before) or refused for good, as the server said.
        for (const item of batch) {
          const result = results.find((r) => r.client_id === item.client_id);
          if (item.event.kind === 'quiz' && result)
            await offlineDb.putQuizAttempt(userId, item.event.quiz_id, {
              client_id: item.client_id,
              state: result.status === 'refused' ? 'refused' : 'sent',
              message: result.message,
            });
        }
        await offlineDb.deleteOutbox(done);
        settled += done.length;
        if (done.length === 0) break;
      }
    } catch {
      // Offline again or the server unreachable: the queue stays for the next try.
    } finally {
      flushing = null;
    }
    return settled;
  })();
  return flushing;
}
