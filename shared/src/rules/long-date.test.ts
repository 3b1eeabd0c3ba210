import { describe, expect, it } from 'vitest';
import { MONTH_NAMES } from './calendar';
import { longDate, monthNames } from './long-date';

describe('long dates and month names', () => {
  it('names the months in the chosen language, the spec English with none', () => {
    expect(monthNames(null)).toEqual(MONTH_NAMES);
    expect(monthNames('en')[7]).toBe('August');
    expect(monthNames('ms')[7]).toBe('Ogos');
    expect(monthNames('ms')).toHaveLength(12);
  });

  it('writes a day out in full', () => {
    expect(longDate('2026-01-12', 'ms')).toBe('12 Januari 2026');
    expect(longDate('2026-01-12', 'en')).toBe('12 January 2026');
  });
});
