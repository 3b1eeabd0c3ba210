import { describe, expect, it } from 'vitest';
import { nextPaymentDate, periodAfter, RENEWAL_LEAD_DAYS, renewalDue } from './recurring-period';

describe('recurring billing periods', () => {
  it('falls due the same Malaysian day next month, or the month’s last day when it has fewer days', () => {
    expect(nextPaymentDate('2026-11-23T10:00:00.000Z')).toBe('2026-12-23');
    expect(nextPaymentDate('2026-12-15T00:00:00.000Z')).toBe('2027-01-15');
    expect(nextPaymentDate('2026-01-31T00:00:00.000Z')).toBe('2026-02-28');
    expect(nextPaymentDate('2028-01-30T00:00:00.000Z')).toBe('2028-02-29');
    // 00:30 on 31 January in Malaysia is still 30 January in UTC: the Malaysian day counts.
    expect(nextPaymentDate('2026-01-30T16:30:00.000Z')).toBe('2026-02-28');
    expect(periodAfter('2026-12-23')).toBe('2027-01-23');
  });

  it('takes a renewal from a few days before the due date on, never a month early', () => {
    const due = '2026-12-23';
    // The lead starts at 00:00 Malaysia time, RENEWAL_LEAD_DAYS days before.
    expect(RENEWAL_LEAD_DAYS).toBe(3);
    expect(renewalDue(due, new Date('2026-12-19T15:59:59.999Z'))).toBe(false);
    expect(renewalDue(due, new Date('2026-12-19T16:00:00.000Z'))).toBe(true);
    expect(renewalDue(due, new Date('2026-12-23T04:00:00.000Z'))).toBe(true);
    expect(renewalDue(due, new Date('2027-01-02T00:00:00.000Z'))).toBe(true);
    expect(renewalDue(due, new Date('2026-11-23T04:00:00.000Z'))).toBe(false);
  });
});
