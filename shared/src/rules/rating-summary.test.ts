import { describe, expect, it } from 'vitest';
import { averageRating, RATE_COLORS, ratingSummary } from './rating-summary';

describe('ratingSummary', () => {
  it('averages with one decimal and lists stars 5 down to 1 with counts, percents and colours', () => {
    const summary = ratingSummary({ 5: 2, 4: 1, 1: 1 });
    expect(summary.rating).toBe(3.8);
    expect(summary.total).toBe(4);
    expect(summary.rates).toEqual([
      { star: 5, no: 2, percent: 50, color: RATE_COLORS[5] },
      { star: 4, no: 1, percent: 25, color: RATE_COLORS[4] },
      { star: 3, no: 0, percent: 0, color: RATE_COLORS[3] },
      { star: 2, no: 0, percent: 0, color: RATE_COLORS[2] },
      { star: 1, no: 1, percent: 25, color: RATE_COLORS[1] },
    ]);
  });

  it('makes the percents add up to 100 by the largest remainder', () => {
    const summary = ratingSummary({ 5: 1, 4: 1, 3: 1 });
    expect(summary.rates.map((r) => r.percent)).toEqual([34, 33, 33, 0, 0]);
    const uneven = ratingSummary({ 5: 5, 4: 1, 2: 1 });
    expect(uneven.rates.map((r) => r.percent)).toEqual([72, 14, 0, 14, 0]);
    expect(uneven.rates.reduce((a, r) => a + r.percent, 0)).toBe(100);
  });

  it('gives 0 everywhere without reviews', () => {
    const summary = ratingSummary({});
    expect(summary.rating).toBe(0);
    expect(summary.total).toBe(0);
    expect(summary.rates.map((r) => [r.no, r.percent])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('uses a distinct colour per star', () => {
    const colours = ratingSummary({ 5: 1 }).rates.map((r) => r.color);
    expect(new Set(colours).size).toBe(5);
  });
});

describe('averageRating', () => {
  it('rounds to one decimal and is 0 without reviews', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(0, 0)).toBe(0);
  });
});
