import { describe, expect, it } from 'vitest';
import { includedTaxSen, percentToBasisPoints } from './included-tax';

describe('includedTaxSen', () => {
  it('takes the tax out of a tax-inclusive price, half up to the sen', () => {
    expect(includedTaxSen(10_800, 800)).toBe(800);
    expect(includedTaxSen(1000, 800)).toBe(74); // 74.07
    expect(includedTaxSen(1013, 800)).toBe(75); // 75.04
    expect(includedTaxSen(27, 800)).toBe(2); // 2.0
    expect(includedTaxSen(1, 800)).toBe(0); // 0.074
    expect(includedTaxSen(0, 800)).toBe(0);
    expect(includedTaxSen(4990, 0)).toBe(0);
    expect(includedTaxSen(13, 1000)).toBe(1); // 1.18
  });

  it('rounds an exact half up', () => {
    // At 100 % the tax is half the gross: 1 sen holds 0.5 sen of tax, which rounds up; 3 holds 1.5.
    expect(includedTaxSen(1, 10_000)).toBe(1);
    expect(includedTaxSen(3, 10_000)).toBe(2);
  });

  it('never lets tax and the amount excluding it lose a sen, and stays within half a sen', () => {
    for (const rate of [0, 500, 600, 650, 800, 1000]) {
      for (let gross = 0; gross < 5000; gross += 7) {
        const tax = includedTaxSen(gross, rate);
        const exact = (gross * rate) / (10_000 + rate);
        expect(Math.abs(tax - exact)).toBeLessThanOrEqual(0.5);
        expect(gross - tax).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses amounts that are not sen and rates that are not whole basis points', () => {
    expect(() => includedTaxSen(10.5, 800)).toThrow(RangeError);
    expect(() => includedTaxSen(100, 8.5)).toThrow(RangeError);
    expect(() => includedTaxSen(100, -1)).toThrow(RangeError);
  });
});

describe('percentToBasisPoints', () => {
  it('reads a percent as basis points', () => {
    expect(percentToBasisPoints('8')).toBe(800);
    expect(percentToBasisPoints('6.5')).toBe(650);
    expect(percentToBasisPoints(' 10.25 ')).toBe(1025);
    expect(percentToBasisPoints('0')).toBe(0);
  });
  it('refuses what is not a rate', () => {
    for (const bad of ['', 'abc', '-8', '8.125', '101', '8%']) expect(percentToBasisPoints(bad)).toBeNull();
  });
});
