import { describe, expect, it } from 'vitest';
import { consolidationMonthAt } from './consolidation';

describe('the consolidated e-Invoice month', () => {
  it('is the previous Malaysia month on days 1 to 7, and none after', () => {
    // 00:30 on 1 December in Malaysia is still 30 November in UTC.
    expect(consolidationMonthAt(new Date('2026-11-30T16:30:00Z'))).toEqual({ year: 2026, month: 11 });
    expect(consolidationMonthAt(new Date('2026-11-30T15:30:00Z'))).toBeNull();
    expect(consolidationMonthAt(new Date('2027-01-07T15:59:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(consolidationMonthAt(new Date('2027-01-07T16:00:00Z'))).toBeNull();
  });
});
