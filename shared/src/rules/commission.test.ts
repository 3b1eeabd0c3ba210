import { describe, expect, it } from 'vitest';
import { commissionOf, isValidRateSub, masterRate, splitSubCommission } from './commission';

describe('commission rules', () => {
  it('splits a sub-reseller commission so the parts add up to the sen', () => {
    for (const amount of [0, 1, 2, 3, 99, 100, 1001, 12_345, 999_999]) {
      for (let rate = 0; rate <= 30; rate++) {
        const { sub, master } = splitSubCommission(amount, rate);
        expect(sub + master).toBe(amount);
        expect(sub).toBeGreaterThanOrEqual(0);
        expect(Math.abs(sub - (amount * rate) / 100)).toBeLessThan(1);
      }
    }
    expect(splitSubCommission(1000, 30)).toEqual({ sub: 300, master: 700 });
  });

  it('refuses shares outside 0..30 or between steps', () => {
    expect(() => splitSubCommission(100, 31)).toThrow(RangeError);
    expect(() => splitSubCommission(100, 2.5)).toThrow(RangeError);
    expect(isValidRateSub(-1)).toBe(false);
    expect(isValidRateSub(0)).toBe(true);
    expect(isValidRateSub(30)).toBe(true);
    expect(masterRate(30)).toBe(70);
  });

  it('takes the commission percent of a total, never more than the total', () => {
    expect(commissionOf(10_000, 20)).toBe(2_000);
    expect(commissionOf(1, 20)).toBe(0);
    expect(commissionOf(3, 50)).toBe(2);
    expect(commissionOf(0, 20)).toBe(0);
  });
});
