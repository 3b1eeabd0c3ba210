import { describe, expect, it } from 'vitest';
import { finalPrice, formatRinggit, formatRM, parseRM, priceInCoins } from './ringgit';

describe('money', () => {
  it('formats sen as RM with two decimals and thousands separators', () => {
    expect(formatRM(0)).toBe('RM 0.00');
    expect(formatRM(1250)).toBe('RM 12.50');
    expect(formatRM(123456789)).toBe('RM 1,234,567.89');
    expect(formatRM(-100000)).toBe('-RM 1,000.00');
    expect(formatRM(123456789)).toBe('RM 1,234,567.89');
    expect(formatRM(-500)).toBe('-RM 5.00');
  });
  it('formats sen as a plain two-decimal amount, as (sen / 100).toFixed(2) did', () => {
    expect(formatRinggit(0)).toBe('0.00');
    expect(formatRinggit(5)).toBe('0.05');
    expect(formatRinggit(1250)).toBe('12.50');
    expect(formatRinggit(123456789)).toBe('1234567.89');
    expect(formatRinggit(-5)).toBe('-0.05');
    expect(formatRinggit(-100000)).toBe('-1000.00');
    for (let sen = -20_000; sen <= 20_000; sen += 7) expect(formatRinggit(sen)).toBe((sen / 100).toFixed(2));
  });
  it('parses typed ringgit into sen and refuses garbage', () => {
    expect(parseRM('12.5')).toBe(1250);
    expect(parseRM('RM 0.05')).toBe(5);
    expect(parseRM('12.345')).toBeNull();
    expect(parseRM('abc')).toBeNull();
  });
  it('applies an active discount only, never below zero', () => {
    expect(finalPrice(5000, 1000, true)).toBe(4000);
    expect(finalPrice(5000, 1000, false)).toBe(5000);
    expect(finalPrice(500, 1000, true)).toBe(0);
  });
  it('expresses a price in whole coins that cover it', () => {
    expect(priceInCoins(5000)).toBe(50);
    expect(priceInCoins(4990)).toBe(50);
    expect(priceInCoins(0)).toBe(0);
  });
});
