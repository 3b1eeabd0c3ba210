import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addMonthsToDay,
  daysInMonth,
  formatMalaysiaDate,
  MALAYSIA_UTC_OFFSET,
  malaysiaDay,
  malaysiaDayEnd,
  malaysiaDayOfMonth,
  malaysiaDayStart,
  malaysiaMonthRange,
  malaysiaYearMonth,
} from './malaysia-time';

describe('Malaysia time', () => {
  it('is UTC+8', () => {
    expect(MALAYSIA_UTC_OFFSET).toBe('+08:00');
  });

  it('turns the year over eight hours before UTC does', () => {
    expect(malaysiaYearMonth(new Date('2025-12-31T15:59:59Z'))).toEqual({ year: 2025, month: 12 });
    expect(malaysiaYearMonth(new Date('2025-12-31T16:00:00Z'))).toEqual({ year: 2026, month: 1 });
    expect(malaysiaYearMonth('2026-10-31T16:30:00.000Z')).toEqual({ year: 2026, month: 11 });
  });

  it('reads the local day of a timestamp: 16:00 UTC is already tomorrow', () => {
    expect(malaysiaDayOfMonth('2026-03-04T15:59:00Z')).toBe(4);
    expect(malaysiaDayOfMonth('2026-03-04T16:00:00Z')).toBe(5);
    expect(malaysiaDay('2026-02-28T15:59:59Z')).toBe('2026-02-28');
    expect(malaysiaDay('2026-02-28T16:00:00Z')).toBe('2026-03-01');
  });

  it('starts and ends a Malaysian day at 16:00 UTC', () => {
    expect(malaysiaDayStart('2026-03-01')).toBe('2026-02-28T16:00:00.000Z');
    expect(malaysiaDayEnd('2026-03-01')).toBe('2026-03-01T16:00:00.000Z');
    expect(malaysiaDayEnd('2026-12-31')).toBe('2026-12-31T16:00:00.000Z');
  });

  it('cuts months as Malaysian months, in UTC instants', () => {
    expect(malaysiaMonthRange(2026, 11)).toEqual({
      from: '2026-10-31T16:00:00.000Z',
      to: '2026-11-30T16:00:00.000Z',
    });
    expect(malaysiaMonthRange(2026, 12)).toEqual({
      from: '2026-11-30T16:00:00.000Z',
      to: '2026-12-31T16:00:00.000Z',
    });
    // 00:30 on the 1st in Malaysia is still the last day of the previous month in UTC: it is November's.
    const early = '2026-10-31T16:30:00.000Z';
    const nov = malaysiaMonthRange(2026, 11);
    expect(early >= nov.from && early < nov.to).toBe(true);
  });

  it('knows month lengths including leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 11)).toBe(30);
  });

  it('adds months across years and clamps the day to the month', () => {
    expect(addMonths(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths(2026, 5, 20)).toEqual({ year: 2028, month: 1 });
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsToDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDay('2026-12-15', 1)).toBe('2027-01-15');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('formats timestamps in local time and plain dates as written', () => {
    expect(formatMalaysiaDate('2026-03-04T16:05:00.000Z')).toBe('5 Mar 2026');
    expect(formatMalaysiaDate('2026-03-04T16:05:00.000Z', true)).toBe('5 Mar 2026, 00:05');
    expect(formatMalaysiaDate('2026-04-01')).toBe('1 Apr 2026');
    expect(formatMalaysiaDate('2026-04-01', true)).toBe('1 Apr 2026');
    expect(formatMalaysiaDate('garbage')).toBe('garbage');
  });
});
