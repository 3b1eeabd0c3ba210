import { describe, expect, it } from 'vitest';
import { formatPlayerTime, keptPosition, resumeOffer } from './resume-position';

describe('kept position', () => {
  it.each([
    [125.7, 1200, 125],
    [0, 1200, 0],
    [1200.6, 1200, 1200],
    [30, 0, 30],
  ])('keeps %s s of a %s s module as %s', (reported, duration, kept) => {
    expect(keptPosition(reported, duration)).toBe(kept);
  });

  it.each([
    [-1, 1200],
    [1202, 1200],
    [Number.NaN, 1200],
    [Number.POSITIVE_INFINITY, 0],
  ])('ignores %s s of a %s s module', (reported, duration) => {
    expect(keptPosition(reported, duration)).toBeNull();
  });
});

describe('offer to resume', () => {
  it.each([
    [null, 1200, null],
    [4.9, 1200, null],
    [5, 1200, 5],
    [600.4, 1200, 600],
    [1139, 1200, 1139],
    [1140, 1200, null],
    [1199, 1200, null],
    [30, 0, 30],
  ])('at %s s of a %s s module offers %s', (position, duration, offer) => {
    expect(resumeOffer(position, duration)).toBe(offer);
  });
});

describe('player time', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [754, '12:34'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
  ])('shows %s s as %s', (seconds, shown) => {
    expect(formatPlayerTime(seconds)).toBe(shown);
  });
});
