import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

// Intl separates 'RM' with a no-break space in some ICU versions; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('back-office formatters', () => {
  it('keep the spec formats when no language is chosen', () => {
    const f = formattersFor(null);
    expect(f.ringgit(123450)).toBe('RM 1,234.50');
    expect(f.number(12345)).toBe('12,345');
    expect(f.date('2026-03-05')).toBe('5 Mar 2026');
    expect(f.shortDay('2026-03-05')).toBe('5 Mar');
    expect(f.dateTime('2026-03-05T06:05:00Z')).toBe('5 Mar 2026, 14:05');
    expect(f.tableDay('2026-03-05T20:00:00.000Z')).toBe('2026-03-05');
    expect(f.wallTime('2026-03-05T14:05')).toBe('2026-03-05T14:05');
  });

  it("write tables' days and typed wall-clock times in a chosen language", () => {
    expect(formattersFor('ms').tableDay('2026-08-05T01:00:00.000Z')).toBe('5 Ogo 2026');
    expect(formattersFor('en').wallTime('2026-03-05T14:05')).toBe('5 Mar 2026, 14:05');
    expect(formattersFor('ms').wallTime('2026-08-05 09:30')).toBe('5 Ogo 2026, 09:30');
    expect(formattersFor('en').wallTime('next week')).toBe('next week');
  });

  it('write Malay months and English months for a chosen language, in Malaysian time', () => {
    expect(formattersFor('ms').date('2026-03-05')).toBe('5 Mac 2026');
    expect(formattersFor('en').date('2026-03-05')).toBe('5 Mar 2026');
    expect(formattersFor('ms').shortDay('2026-08-05')).toBe('5 Ogo');
    expect(formattersFor('en').shortDay('2026-08-05')).toBe('5 Aug');
    // 20:00 UTC on the 4th is already the 5th in Kuala Lumpur.
    expect(formattersFor('en').date('2026-03-04T20:00:00Z')).toBe('5 Mar 2026');
    expect(formattersFor('ms').dateTime('2026-03-05T06:05:00Z')).toBe('5 Mac 2026, 14:05');
    expect(formattersFor('en').dateTime('2026-08-05T06:05:00Z')).toBe('5 Aug 2026, 14:05');
  });

  it('write ringgit and numbers for a chosen language', () => {
    expect(plain(formattersFor('en').ringgit(123450))).toBe('RM 1,234.50');
    expect(plain(formattersFor('ms').ringgit(5))).toBe('RM 0.05');
    expect(formattersFor('ms').number(1234567)).toBe('1,234,567');
  });
});
