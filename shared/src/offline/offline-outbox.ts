/**
 * The queue of what a learner did offline (progress, "watched" marks, quiz submissions), sent in order when
 * the connection returns. Pure: the app keeps the queue in IndexedDB and calls these. Each item carries the id
 * the server deduplicates by, so sending one twice (an answer lost on a weak link) changes nothing.
 */

/** What the server answered for one sent item. */
export type OutboxStatus = 'applied' | 'duplicate' | 'refused';

export interface OutboxItem<E> {
  client_id: string;
  /** ISO time the learner made it. */
  at: string;
  event: E;
}

/** Items sent at most per request (the sync route's limit). */
export const OUTBOX_BATCH = 50;

/**
 * Adds an item. A newer position for the same module replaces an unsent older one (only the last matters,
 * and a learner scrubbing offline would otherwise queue hundreds); everything else is kept in order.
 */
export function enqueue<E>(
  queue: readonly OutboxItem<E>[],
  item: OutboxItem<E>,
  sameSlot?: (a: E, b: E) => boolean,
): OutboxItem<E>[] {
  const kept = sameSlot ? queue.filter((q) => !sameSlot(q.event, item.event)) : [...queue];
  return [...kept, item];
}

/** The next items to send: the oldest first, at most a batch. */
export function nextBatch<E>(queue: readonly OutboxItem<E>[], max = OUTBOX_BATCH): OutboxItem<E>[] {
  return [...queue].sort((a, b) => a.at.localeCompare(b.at)).slice(0, max);
}

/**
 * The queue after the server answered: every item it answered for goes (applied, already applied, or refused
 * for good: a refusal would be refused again), items it did not answer for stay to be sent again.
 */
export function settle<E>(
  queue: readonly OutboxItem<E>[],
  results: readonly { client_id: string; status: OutboxStatus }[],
): OutboxItem<E>[] {
  const answered = new Set(results.map((r) => r.client_id));
  return queue.filter((q) => !answered.has(q.client_id));
}
