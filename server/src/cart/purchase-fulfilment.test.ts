import { describe, expect, it } from 'vitest';
import { nextMonthlyDate } from './purchase-fulfilment';

describe('next monthly payment date', () => {
  it('is the same day next month, or the month’s last day when it has fewer days', () => {
    expect(nextMonthlyDate('2026-11-23T10:00:00.000Z')).toBe('2026-12-23');
    expect(nextMonthlyDate('2026-12-15T00:00:00.000Z')).toBe('2027-01-15');
    expect(nextMonthlyDate('2026-01-31T00:00:00.000Z')).toBe('2026-02-28');
    expect(nextMonthlyDate('2028-01-30T00:00:00.000Z')).toBe('2028-02-29');
  });
});
