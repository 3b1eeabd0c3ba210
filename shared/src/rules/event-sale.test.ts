import { describe, expect, it } from 'vitest';
import { isEventOver } from './event-sale';

describe('isEventOver', () => {
  it('sells an event up to and on its Malaysia day, not after', () => {
    // 24 Nov 2026 23:59 in Malaysia is 15:59 UTC; 25 Nov starts at 16:00 UTC.
    const lastMinute = new Date('2026-11-24T15:59:59Z');
    const nextDay = new Date('2026-11-24T16:00:00Z');
    expect(isEventOver('2026-11-24', lastMinute)).toBe(false);
    expect(isEventOver('2026-11-24', nextDay)).toBe(true);
    expect(isEventOver('2026-11-25', nextDay)).toBe(false);
    expect(isEventOver('2026-11-09', nextDay)).toBe(true);
    expect(isEventOver('2027-01-01', nextDay)).toBe(false);
  });
});
