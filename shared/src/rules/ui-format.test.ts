import { describe, expect, it } from 'vitest';
import { formatDateFor, formatLongDateFor, formatNumberFor, formatRinggitFor, localeOf } from './ui-format';

describe('formats for the interface language', () => {
  it('keeps the spec formats when no language is chosen', () => {
    expect(formatRinggitFor(null, 123450)).toBe('RM 1,234.50');
    expect(formatRinggitFor(null, -5)).toBe('-RM 0.05');
    expect(formatDateFor(null, '2026-03-14T20:00:00Z')).toBe('15 Mar 2026');
    expect(formatDateFor(null, '2026-03-14T13:07:00Z', true)).toBe('14 Mar 2026, 21:07');
    expect(formatDateFor(null, '2026-03-05')).toBe('5 Mar 2026');
    expect(formatNumberFor(null, 1234567)).toBe('1,234,567');
    expect(localeOf(null)).toBe('ms-MY');
  });

  it('writes dates in the language, in Malaysian time', () => {
    // 20:00 UTC is the next morning in Kuala Lumpur.
    expect(formatDateFor('ms', '2026-03-14T20:00:00Z')).toBe('15 Mac 2026');
    expect(formatDateFor('en', '2026-03-14T20:00:00Z')).toBe('15 Mar 2026');
    expect(formatDateFor('ms', '2026-08-14T13:07:00Z', true)).toBe('14 Ogo 2026, 21:07');
    expect(formatDateFor('en', '2026-08-14T13:07:00Z', true)).toBe('14 Aug 2026, 21:07');
    // A bare day is not shifted by the time zone.
    expect(formatDateFor('en', '2026-12-31')).toBe('31 Dec 2026');
    expect(formatDateFor('en', 'not a date')).toBe('not a date');
    expect(formatLongDateFor('ms', '2026-03-14T20:00:00Z')).toBe('15 Mac 2026');
    expect(formatLongDateFor('en', '2026-01-12')).toBe('12 January 2026');
  });

  it('writes ringgit and numbers with Malaysian grouping and plain spaces', () => {
    expect(formatRinggitFor('en', 123450)).toBe('RM 1,234.50');
    expect(formatRinggitFor('ms', 5)).toBe('RM 0.05');
    expect(formatRinggitFor('en', -123450)).toBe('-RM 1,234.50');
    expect(formatNumberFor('en', 1234567.5)).toBe('1,234,567.5');
    expect(formatNumberFor('ms', 1234567)).toBe('1,234,567');
    expect(localeOf('en')).toBe('en-MY');
  });
});
