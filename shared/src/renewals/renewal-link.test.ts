import { describe, expect, it } from 'vitest';
import { addMonthsToDay, malaysiaDay } from '../rules/malaysia-time';
import {
  dueDayOf,
  parseDayList,
  payLinkOpen,
  payLinkOpensOn,
  renewalPhase,
  renewalPolicyFromEnv,
  renewsByLink,
} from './renewal-link';
import { DEFAULT_RENEWAL_POLICY } from './renewal-policy';
import { renewalStep, startRenewal } from './renewal-state';

const policy = DEFAULT_RENEWAL_POLICY;

describe('renewals by pay link: date rules', () => {
  it('opens the pay link on the first reminder day, across a month and a year end', () => {
    expect(payLinkOpensOn('2026-03-05', policy)).toBe('2026-02-26');
    expect(payLinkOpensOn('2027-01-03', policy)).toBe('2026-12-27');
    expect(payLinkOpensOn('2028-03-01', policy)).toBe('2028-02-23');
  });

  it.each([
    ['2026-02-25', null, 'active'],
    ['2026-02-26', null, 'due'],
    ['2026-03-04', null, 'due'],
    ['2026-03-05', null, 'grace'],
    ['2026-03-11', null, 'grace'],
    ['2026-03-12', null, 'expired'],
    ['2026-03-06', 'grace', 'grace'],
    ['2026-02-01', 'expired', 'expired'],
  ] as const)('on %s with stored %s the phase is %s (due 5 Mar 2026)', (today, stored, phase) => {
    expect(renewalPhase(today, '2026-03-05', stored, policy)).toBe(phase);
  });

  it('lets the link be paid only while due or in grace', () => {
    expect(payLinkOpen('due')).toBe(true);
    expect(payLinkOpen('grace')).toBe(true);
    expect(payLinkOpen('active')).toBe(false);
    expect(payLinkOpen('expired')).toBe(false);
  });

  it('reads a stored due date as its Malaysia day', () => {
    expect(dueDayOf('2026-03-05')).toBe('2026-03-05');
    // 16:30 UTC on 4 March is 00:30 on 5 March in Malaysia.
    expect(dueDayOf('2026-03-04T16:30:00.000Z')).toBe('2026-03-05');
    expect(dueDayOf('2026-03-04T15:59:59.000Z')).toBe('2026-03-04');
  });

  it('counts Malaysia days: 23:30 UTC on the 31st is already the next month', () => {
    expect(malaysiaDay('2026-01-31T16:00:00.000Z')).toBe('2026-02-01');
    expect(malaysiaDay('2026-01-31T15:59:59.999Z')).toBe('2026-01-31');
  });

  it('extends from the old due date, clamping month ends (31 Jan -> 28 Feb, leap years -> 29 Feb)', () => {
    const paid = renewalStep({ ...startRenewal('2025-12-31', 1), status: 'grace' }, policy, {
      kind: 'paid',
      today: '2026-02-03',
    });
    expect(paid.ok && paid.state.dueDate).toBe('2026-02-28');
    expect(addMonthsToDay('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsToDay('2026-12-31', 1)).toBe('2027-01-31');
    expect(addMonthsToDay('2026-08-31', 3)).toBe('2026-11-30');
  });

  it('renews by link for one-off methods only', () => {
    expect(renewsByLink('senangpay')).toBe(true);
    expect(renewsByLink('paypal')).toBe(true);
    expect(renewsByLink('senangpay_recurring')).toBe(false);
    expect(renewsByLink('free')).toBe(false);
    expect(renewsByLink(null)).toBe(false);
  });
});

describe('renewal policy from the environment', () => {
  it('has documented defaults', () => {
    expect(renewalPolicyFromEnv({})).toMatchObject({
      remindDaysBefore: [7, 1],
      graceDays: 7,
      remindDaysDuringGrace: [1, 3, 6],
    });
  });

  it('reads lists and the grace length', () => {
    expect(
      renewalPolicyFromEnv({
        RENEWAL_REMIND_DAYS_BEFORE: '3, 10,3',
        RENEWAL_GRACE_DAYS: '5',
        RENEWAL_GRACE_REMIND_DAYS: '4,2',
      }),
    ).toMatchObject({ remindDaysBefore: [10, 3], graceDays: 5, remindDaysDuringGrace: [2, 4] });
    // A shorter grace drops default reminders that would fall after it.
    expect(renewalPolicyFromEnv({ RENEWAL_GRACE_DAYS: '3' }).remindDaysDuringGrace).toEqual([1]);
  });

  it.each([
    { RENEWAL_REMIND_DAYS_BEFORE: '0' },
    { RENEWAL_REMIND_DAYS_BEFORE: 'seven' },
    { RENEWAL_REMIND_DAYS_BEFORE: '7;1' },
    { RENEWAL_GRACE_DAYS: '0' },
    { RENEWAL_GRACE_DAYS: '3,4' },
    { RENEWAL_GRACE_DAYS: '2', RENEWAL_GRACE_REMIND_DAYS: '2' },
    { RENEWAL_GRACE_REMIND_DAYS: '-1' },
  ])('refuses %o', (env) => {
    expect(() => renewalPolicyFromEnv(env)).toThrow(/RENEWAL_/);
  });

  it('parses an empty value as the default', () => {
    expect(parseDayList('X', ' ', [2], 1, 5)).toEqual([2]);
  });
});

describe('renewing lines', () => {
  it('renews packages and courses bought by subscription only', async () => {
    const { isRenewingLine } = await import('./renewal-link');
    expect(isRenewingLine({ item_type: 'package', details: null })).toBe(true);
    expect(isRenewingLine({ item_type: 'course', details: '{"is_recurring":true}' })).toBe(true);
    expect(isRenewingLine({ item_type: 'course', details: '{"is_recurring":false}' })).toBe(false);
    expect(isRenewingLine({ item_type: 'course', details: 'not json' })).toBe(false);
    expect(isRenewingLine({ item_type: 'merchandise', details: '{"is_recurring":true}' })).toBe(false);
  });
});
