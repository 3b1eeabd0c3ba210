import { describe, expect, it } from 'vitest';
import { formatDateFor, formatNumberFor, formatRinggitFor, localeOf } from './ui-format';

describe('formats for the interface language', () => {
  it('writes dates in the language, in Malaysian time', () => {
    // 20:00 UTC is the next morning in Kuala Lumpur.
    expect(formatDateFor('ms', '2026-03-14T20:00:00Z')).toBe('15 Mac 2026');
    expect(formatDateFor('en', '2026-03-14T20:00:00Z')).toBe('15 March 2026');
    expect(formatDateFor(null, '2026-03-14T20:00:00Z')).toBe('15 Mac 2026');
  });

  it('writes ringgit and numbers with Malaysian grouping', () => {
    expect(formatRinggitFor('en', 123450).replace(/\s/g, ' ')).toBe('RM 1,234.50');
    expect(formatRinggitFor('ms', 5).replace(/\s/g, ' ')).toBe('RM 0.05');
    expect(formatNumberFor('en', 1234567.5)).toBe('1,234,567.5');
    expect(localeOf(null)).toBe('ms-MY');
  });
});
