import { describe, expect, it } from 'vitest';
import { timeAgo } from './readable-time';

const now = new Date('2026-11-21T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const DAY = 86_400_000;

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [MIN, '1 minute ago'],
    [45 * MIN, '45 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [200 * DAY, '6 months ago'],
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ])('%i ms before reads %s', (ms, text) => {
    expect(timeAgo(before(ms), now)).toBe(text);
  });

  it('reads a future time as just now and bad input as nothing', () => {
    expect(timeAgo(new Date(now.getTime() + DAY).toISOString(), now)).toBe('just now');
    expect(timeAgo('not a date', now)).toBe('');
  });
});
