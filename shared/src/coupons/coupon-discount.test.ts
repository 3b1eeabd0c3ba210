import { describe, expect, it } from 'vitest';
import { allocateCouponDiscount, couponDiscountSen } from './coupon-discount';

const pct = (basisPoints: number) => ({ kind: 'percent' as const, basisPoints });
const fixed = (amountSen: number) => ({ kind: 'fixed' as const, amountSen });

describe('couponDiscountSen', () => {
  it('rounds a percent half up once, on the eligible total', () => {
    expect(couponDiscountSen(pct(1000), 1005)).toBe(101); // 100.5
    expect(couponDiscountSen(pct(1000), 1004)).toBe(100); // 100.4
    expect(couponDiscountSen(pct(1250), 999)).toBe(125); // 124.875
    expect(couponDiscountSen(pct(10_000), 4321)).toBe(4321);
    expect(couponDiscountSen(pct(1000), 0)).toBe(0);
  });
  it('caps a fixed amount at the eligible total', () => {
    expect(couponDiscountSen(fixed(5000), 3000)).toBe(3000);
    expect(couponDiscountSen(fixed(500), 3000)).toBe(500);
  });
  it('refuses impossible values', () => {
    expect(() => couponDiscountSen(pct(10_001), 100)).toThrow(RangeError);
    expect(() => couponDiscountSen(pct(12.5), 100)).toThrow(RangeError);
    expect(() => couponDiscountSen(fixed(1.5), 100)).toThrow(RangeError);
  });
});

describe('allocateCouponDiscount', () => {
  it('spreads a percent over eligible lines by their amounts, ineligible lines untouched', () => {
    const r = allocateCouponDiscount(pct(1000), [
      { listSen: 3333, eligible: true },
      { listSen: 5000, eligible: false },
      { listSen: 3334, eligible: true },
    ]);
    // 10 % of 6667 = 666.7 -> 667, split 3333:3334 -> 333.4 / 333.6 -> [333, 334] after the remainder.
    expect(r).toEqual({ discountSen: 667, perLine: [333, 0, 334] });
  });

  it('a fixed amount larger than the eligible lines makes them free and no more', () => {
    const r = allocateCouponDiscount(fixed(10_000), [
      { listSen: 1500, eligible: true },
      { listSen: 2500, eligible: true },
      { listSen: 9999, eligible: false },
    ]);
    expect(r).toEqual({ discountSen: 4000, perLine: [1500, 2500, 0] });
  });

  it('mixed cart: equal lines share a fixed discount, the leftover sen to the earlier line', () => {
    const r = allocateCouponDiscount(fixed(1001), [
      { listSen: 2000, eligible: true },
      { listSen: 700, eligible: false },
      { listSen: 2000, eligible: true },
    ]);
    expect(r).toEqual({ discountSen: 1001, perLine: [501, 0, 500] });
  });

  it('nothing eligible: nothing off', () => {
    expect(allocateCouponDiscount(pct(1000), [{ listSen: 1000, eligible: false }])).toEqual({
      discountSen: 0,
      perLine: [0],
    });
  });

  it('property: shares add up to the discount and never exceed their line', () => {
    let s = 42;
    const next = () => {
      s = (s * 1664525 + 1013904223) >>> 0;
      return s / 2 ** 32;
    };
    for (let run = 0; run < 2000; run++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 6) }, () => ({
        listSen: Math.floor(next() * 200_000),
        eligible: next() < 0.7,
      }));
      const value =
        next() < 0.5 ? pct(1 + Math.floor(next() * 10_000)) : fixed(1 + Math.floor(next() * 300_000));
      const { discountSen, perLine } = allocateCouponDiscount(value, lines);
      expect(perLine.reduce((a, b) => a + b, 0)).toBe(discountSen);
      perLine.forEach((share, i) => {
        const line = lines[i];
        expect(share).toBeLessThanOrEqual(line?.eligible ? line.listSen : 0);
        expect(share).toBeGreaterThanOrEqual(0);
      });
    }
  });
});
