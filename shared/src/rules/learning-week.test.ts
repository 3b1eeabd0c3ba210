import { describe, expect, it } from 'vitest';
import { learningWeek, weekStartOf } from './learning-week';

describe('learning weeks (Monday to Sunday, Malaysia time)', () => {
  it('starts on the Monday of the Malaysia day', () => {
    expect(weekStartOf('2026-11-25T04:00:00Z')).toBe('2026-11-23'); // Wednesday
    expect(weekStartOf('2026-11-23T00:00:00+08:00')).toBe('2026-11-23'); // Monday midnight
    expect(weekStartOf('2026-11-29T23:59:00+08:00')).toBe('2026-11-23'); // Sunday night
  });

  it('reads the Malaysia day, not the UTC one', () => {
    // Sunday 20:00 UTC is Monday 04:00 in Malaysia: a new week there.
    expect(weekStartOf('2026-11-29T20:00:00Z')).toBe('2026-11-30');
  });

  it('gives the instants of this week and the ones before', () => {
    expect(learningWeek('2026-11-25T04:00:00Z')).toEqual({
      start: '2026-11-23',
      from: '2026-11-22T16:00:00.000Z',
      to: '2026-11-29T16:00:00.000Z',
    });
    expect(learningWeek('2026-11-25T04:00:00Z', 1).start).toBe('2026-11-16');
    expect(learningWeek('2026-01-01T04:00:00Z', 1).start).toBe('2025-12-22');
  });
});
