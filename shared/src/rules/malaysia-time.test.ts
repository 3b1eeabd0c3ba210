import { describe, expect, it } from 'vitest';
import { formatMalaysiaDate, malaysiaDayOfMonth, malaysiaYearMonth } from './malaysia-time';

describe('Malaysia time', () => {
  it('turns the year over eight hours before UTC does', () => {
    expect(malaysiaYearMonth(new Date('2025-12-31T15:59:59Z'))).toEqual({ year: 2025, month: 12 });
    expect(malaysiaYearMonth(new Date('2025-12-31T16:00:00Z'))).toEqual({ year: 2026, month: 1 });
  });

  it('reads the local day of a timestamp', () => {
    expect(malaysiaDayOfMonth('2026-03-04T15:59:00Z')).toBe(4);
    expect(malaysiaDayOfMonth('2026-03-04T16:00:00Z')).toBe(5);
  });

  it('formats timestamps in local time and plain dates as written', () => {
    expect(formatMalaysiaDate('2026-03-04T16:05:00.000Z')).toBe('5 Mar 2026');
    expect(formatMalaysiaDate('2026-03-04T16:05:00.000Z', true)).toBe('5 Mar 2026, 00:05');
    expect(formatMalaysiaDate('2026-04-01')).toBe('1 Apr 2026');
    expect(formatMalaysiaDate('2026-04-01', true)).toBe('1 Apr 2026');
    expect(formatMalaysiaDate('garbage')).toBe('garbage');
  });
});
