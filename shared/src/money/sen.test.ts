import { describe, expect, it } from 'vitest';
import { assertSen, decimalToSen, isSen, lineTotalSen, senToDecimal, sumSen } from './sen';

describe('sen helpers', () => {
  it('recognises whole, non-negative sen only', () => {
    expect(isSen(0)).toBe(true);
    expect(isSen(1250)).toBe(true);
    expect(isSen(12.5)).toBe(false);
    expect(isSen(-1)).toBe(false);
    expect(isSen('1250')).toBe(false);
    expect(() => assertSen(0.1)).toThrow(RangeError);
  });

  it('formats and parses the decimal amounts providers use', () => {
    expect(senToDecimal(1250)).toBe('12.50');
    expect(senToDecimal(5)).toBe('0.05');
    expect(senToDecimal(0)).toBe('0.00');
    expect(decimalToSen('12.50')).toBe(1250);
    expect(decimalToSen('12.5')).toBe(1250);
    expect(decimalToSen('12')).toBe(1200);
    expect(decimalToSen('12.505')).toBeNull();
    expect(decimalToSen('-1.00')).toBeNull();
    expect(decimalToSen('abc')).toBeNull();
    for (const sen of [0, 1, 99, 100, 123_456_789]) expect(decimalToSen(senToDecimal(sen))).toBe(sen);
  });

  it('sums exactly and computes line totals', () => {
    expect(sumSen([10, 20, 30])).toBe(60);
    expect(() => sumSen([10, 0.5])).toThrow(RangeError);
    expect(lineTotalSen(1000, 3, 250)).toBe(2250);
    expect(lineTotalSen(1000, 2, 1500)).toBe(0);
  });
});
