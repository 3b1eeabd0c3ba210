import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('answers a value until it expires', () => {
    const cache = new TtlCache<number>(10, 1000);
    cache.set('a', 1, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry when full', () => {
    const cache = new TtlCache<string>(2, 60_000);
    cache.set('a', 'A', 0);
    cache.set('b', 'B', 0);
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 'C', 2);
    expect(cache.get('b', 3)).toBeUndefined();
    expect(cache.get('a', 3)).toBe('A');
    expect(cache.get('c', 3)).toBe('C');
  });

  it('replaces a value and restarts its time', () => {
    const cache = new TtlCache<number>(5, 100);
    cache.set('k', 1, 0);
    cache.set('k', 2, 90);
    expect(cache.get('k', 150)).toBe(2);
    expect(cache.size).toBe(1);
  });
});
