import { describe, expect, it } from 'vitest';
import { enqueue, nextBatch, type OutboxItem, settle } from './offline-outbox';

type E = { kind: 'position' | 'watched'; module: number; position?: number };
const item = (client_id: string, at: string, event: E): OutboxItem<E> => ({ client_id, at, event });
const samePosition = (a: E, b: E) => a.kind === 'position' && b.kind === 'position' && a.module === b.module;

describe('offline outbox', () => {
  it('keeps only the newest unsent position of a module, and every other item in order', () => {
    let q: OutboxItem<E>[] = [];
    q = enqueue(
      q,
      item('a', '2026-11-29T01:00:00Z', { kind: 'position', module: 1, position: 10 }),
      samePosition,
    );
    q = enqueue(q, item('b', '2026-11-29T01:00:05Z', { kind: 'watched', module: 1 }), samePosition);
    q = enqueue(
      q,
      item('c', '2026-11-29T01:00:09Z', { kind: 'position', module: 1, position: 40 }),
      samePosition,
    );
    q = enqueue(
      q,
      item('d', '2026-11-29T01:00:10Z', { kind: 'position', module: 2, position: 5 }),
      samePosition,
    );
    expect(q.map((i) => i.client_id)).toEqual(['b', 'c', 'd']);
    // Without a slot rule nothing is replaced.
    expect(enqueue(q, item('e', '2026-11-29T01:00:11Z', { kind: 'watched', module: 1 }))).toHaveLength(4);
  });

  it('sends the oldest first, a batch at a time', () => {
    const q = [
      item('late', '2026-11-29T02:00:00Z', { kind: 'watched', module: 1 }),
      item('early', '2026-11-29T01:00:00Z', { kind: 'watched', module: 2 }),
      item('mid', '2026-11-29T01:30:00Z', { kind: 'watched', module: 3 }),
    ];
    expect(nextBatch(q).map((i) => i.client_id)).toEqual(['early', 'mid', 'late']);
    expect(nextBatch(q, 2).map((i) => i.client_id)).toEqual(['early', 'mid']);
  });

  it('drops what the server answered for, keeps the rest for the next try', () => {
    const q = [
      item('a', '2026-11-29T01:00:00Z', { kind: 'watched', module: 1 }),
      item('b', '2026-11-29T01:00:01Z', { kind: 'watched', module: 2 }),
      item('c', '2026-11-29T01:00:02Z', { kind: 'watched', module: 3 }),
    ];
    const left = settle(q, [
      { client_id: 'a', status: 'applied' },
      { client_id: 'b', status: 'refused' },
    ]);
    expect(left.map((i) => i.client_id)).toEqual(['c']);
    expect(settle(left, [{ client_id: 'c', status: 'duplicate' }])).toEqual([]);
  });
});
