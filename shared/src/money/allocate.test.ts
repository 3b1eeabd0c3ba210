import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';

/** A small deterministic generator so the property checks are repeatable. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('allocate', () => {
  it('splits evenly and gives leftover sen to the earliest of equal shares', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('follows the weights exactly when they divide the total', () => {
    expect(allocate(1000, [70, 30])).toEqual([700, 300]);
    expect(allocate(12_345, [1, 0])).toEqual([12_345, 0]);
  });

  it('gives leftover sen to the largest remainders first', () => {
    // 10 * [0.15, 0.35, 0.5] = [1.5, 3.5, 5]: both halves tie, the earlier wins the single sen.
    expect(allocate(10, [15, 35, 50])).toEqual([2, 3, 5]);
    // 7 * [1/6, 2/6, 3/6] = [1.17, 2.33, 3.5]: floors 1+2+3=6, the one sen goes to the .5.
    expect(allocate(7, [1, 2, 3])).toEqual([1, 2, 4]);
  });

  it('never hands a sen to a zero weight', () => {
    expect(allocate(5, [0, 1, 0, 1])).toEqual([0, 3, 0, 2]);
  });

  it('splits evenly when every weight is zero, and allows zero totals', () => {
    expect(allocate(5, [0, 0])).toEqual([3, 2]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    expect(allocate(0, [])).toEqual([]);
  });

  it('handles fractional weights (rates like 12.5%)', () => {
    expect(allocate(1001, [12.5, 87.5])).toEqual([125, 876]);
  });

  it('refuses amounts that are not whole sen and bad weights', () => {
    expect(() => allocate(10.5, [1])).toThrow(RangeError);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
    expect(() => allocate(10, [])).toThrow(RangeError);
    expect(() => allocate(10, [1, -1])).toThrow(RangeError);
    expect(() => allocate(10, [Number.NaN])).toThrow(RangeError);
  });

  it('property: never loses or invents a sen, stays within one sen of the exact share, is deterministic', () => {
    const next = rng(20261123);
    for (let run = 0; run < 2000; run++) {
      const total = Math.floor(next() * 10_000_000);
      const n = 1 + Math.floor(next() * 8);
      const weights = Array.from({ length: n }, () => Math.floor(next() * 1000));
      const parts = allocate(total, weights);
      expect(parts.reduce((s, p) => s + p, 0)).toBe(total);
      expect(parts.every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
      const sum = weights.reduce((s, w) => s + w, 0);
      parts.forEach((p, i) => {
        const exact = sum === 0 ? total / n : (total * (weights[i] ?? 0)) / sum;
        expect(Math.abs(p - exact)).toBeLessThan(1);
      });
      expect(allocate(total, weights)).toEqual(parts);
    }
  });
});
