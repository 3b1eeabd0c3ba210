import { describe, expect, it } from 'vitest';
import { checkRenewalPolicy, lastGraceDay, DEFAULT_RENEWAL_POLICY as P } from './renewal-policy';
import {
  pauseDaysLeft,
  type RenewalAction,
  type RenewalEvent,
  type RenewalState,
  renewalStep,
  startRenewal,
} from './renewal-state';

const base: RenewalState = startRenewal('2026-02-10', 1); // due 2026-03-10
const tick = (today: string): RenewalEvent => ({ kind: 'tick', today });

/** Runs events in order, collecting the actions; a refused event fails the test. */
function run(state: RenewalState, events: RenewalEvent[]): { state: RenewalState; actions: RenewalAction[] } {
  const actions: RenewalAction[] = [];
  let s = state;
  for (const e of events) {
    const step = renewalStep(s, P, e);
    if (!step.ok) throw new Error(`${e.kind}: ${step.reason}`);
    s = step.state;
    actions.push(...step.actions);
  }
  return { state: s, actions };
}

describe('renewal schedule (ticks)', () => {
  it('starts a period from the first payment', () => {
    expect(base).toMatchObject({ status: 'active', dueDate: '2026-03-10', periodMonths: 1 });
    expect(startRenewal('2026-01-31', 1).dueDate).toBe('2026-02-28');
  });

  const table: Array<[string, string[], RenewalAction[], Partial<RenewalState>]> = [
    ['nothing before the first reminder', ['2026-03-02'], [], { status: 'active' }],
    [
      'a week before',
      ['2026-03-03'],
      [{ kind: 'remind_before', daysBefore: 7, dueDate: '2026-03-10' }],
      { status: 'active' },
    ],
    [
      'each reminder once, however often the job runs',
      ['2026-03-03', '2026-03-03', '2026-03-05'],
      [{ kind: 'remind_before', daysBefore: 7, dueDate: '2026-03-10' }],
      {},
    ],
    [
      'the day before',
      ['2026-03-03', '2026-03-09'],
      [
        { kind: 'remind_before', daysBefore: 7, dueDate: '2026-03-10' },
        { kind: 'remind_before', daysBefore: 1, dueDate: '2026-03-10' },
      ],
      {},
    ],
    [
      'a job that missed days sends only the latest reminder',
      ['2026-03-09'],
      [{ kind: 'remind_before', daysBefore: 1, dueDate: '2026-03-10' }],
      {},
    ],
    [
      'due and unpaid: grace begins',
      ['2026-03-10'],
      [{ kind: 'payment_due', dueDate: '2026-03-10', lastDay: '2026-03-16' }],
      { status: 'grace' },
    ],
    [
      'grace reminders on days 1, 3 and 6',
      ['2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-16'],
      [
        { kind: 'payment_due', dueDate: '2026-03-10', lastDay: '2026-03-16' },
        { kind: 'remind_grace', daysLate: 1, lastDay: '2026-03-16' },
        { kind: 'remind_grace', daysLate: 3, lastDay: '2026-03-16' },
        { kind: 'remind_grace', daysLate: 6, lastDay: '2026-03-16' },
      ],
      { status: 'grace' },
    ],
    [
      'expires the day after the last grace day',
      ['2026-03-10', '2026-03-17', '2026-03-18'],
      [
        { kind: 'payment_due', dueDate: '2026-03-10', lastDay: '2026-03-16' },
        { kind: 'expire', dueDate: '2026-03-10' },
      ],
      { status: 'expired' },
    ],
    [
      'a job down for the whole grace period still expires',
      ['2026-03-25'],
      [
        { kind: 'payment_due', dueDate: '2026-03-10', lastDay: '2026-03-16' },
        { kind: 'expire', dueDate: '2026-03-10' },
      ],
      { status: 'expired' },
    ],
  ];
  it.each(table)('%s', (_name, days, actions, state) => {
    const r = run(base, days.map(tick));
    expect(r.actions).toEqual(actions);
    expect(r.state).toMatchObject(state);
  });

  it('the last grace day follows the policy', () => {
    expect(lastGraceDay('2026-03-10', P)).toBe('2026-03-16');
  });
});

describe('payments', () => {
  it('an early payment adds a period to the due date and clears the reminders', () => {
    const r = run(base, [tick('2026-03-03'), { kind: 'paid', today: '2026-03-04' }, tick('2026-04-03')]);
    expect(r.state).toMatchObject({ status: 'active', dueDate: '2026-04-10' });
    expect(r.actions.at(-1)).toEqual({ kind: 'remind_before', daysBefore: 7, dueDate: '2026-04-10' });
  });
  it('a payment in grace keeps the calendar: the period runs from the old due date', () => {
    const r = run(base, [tick('2026-03-12'), { kind: 'paid', today: '2026-03-12' }]);
    expect(r.state).toMatchObject({ status: 'active', dueDate: '2026-04-10', sent: [] });
  });
  it('a payment after expiry starts again from the day it arrived', () => {
    const r = run(base, [tick('2026-03-20'), { kind: 'paid', today: '2026-03-21' }]);
    expect(r.state).toMatchObject({ status: 'active', dueDate: '2026-04-21' });
  });
  it('a failed card renewal joins the dunning path at its due date', () => {
    const early = renewalStep(base, P, { kind: 'card_failed', today: '2026-03-09' });
    expect(early).toMatchObject({ ok: true, state: { status: 'grace' }, actions: [{ kind: 'payment_due' }] });
    expect(
      renewalStep({ ...base, status: 'expired' }, P, { kind: 'card_failed', today: '2026-03-09' }),
    ).toEqual({
      ok: false,
      reason: 'not_active',
    });
  });
  it('a cancelled subscription takes no payment', () => {
    const cancelled = run(base, [{ kind: 'cancel', today: '2026-03-01' }]);
    expect(cancelled.actions).toEqual([{ kind: 'cancelled', accessUntil: '2026-03-10' }]);
    expect(renewalStep(cancelled.state, P, { kind: 'paid', today: '2026-03-02' })).toEqual({
      ok: false,
      reason: 'already_ended',
    });
    expect(run(cancelled.state, [tick('2026-03-20')]).actions).toEqual([]);
  });
});

describe('pauses for school holidays', () => {
  it('a pause from today moves the due date by its days, then resumes by itself', () => {
    const r = run(base, [
      { kind: 'pause', today: '2026-03-01', from: '2026-03-01', days: 14 },
      tick('2026-03-14'),
      tick('2026-03-15'),
    ]);
    expect(r.actions).toEqual([
      { kind: 'pause_scheduled', from: '2026-03-01', until: '2026-03-15', dueDate: '2026-03-24' },
      { kind: 'paused', until: '2026-03-15' },
      { kind: 'resumed', dueDate: '2026-03-24' },
    ]);
    expect(r.state).toMatchObject({
      status: 'active',
      dueDate: '2026-03-24',
      pause: null,
      pauseDaysUsed: 14,
    });
    expect(pauseDaysLeft(r.state, P, '2026-06-01')).toBe(46);
    expect(pauseDaysLeft(r.state, P, '2027-01-01')).toBe(60);
  });

  it('a pause ahead starts on its day; no reminders go out while paused', () => {
    const r = run(base, [
      { kind: 'pause', today: '2026-02-20', from: '2026-03-05', days: 10 },
      tick('2026-03-04'),
      tick('2026-03-05'),
      tick('2026-03-14'),
    ]);
    expect(r.state).toMatchObject({ status: 'paused', dueDate: '2026-03-20' });
    expect(r.actions.map((a) => a.kind)).toEqual(['pause_scheduled', 'paused']);
  });

  it('resuming early gives the unused days back', () => {
    const r = run(base, [
      { kind: 'pause', today: '2026-03-01', from: '2026-03-01', days: 20 },
      { kind: 'resume', today: '2026-03-06' },
    ]);
    expect(r.state).toMatchObject({ status: 'active', dueDate: '2026-03-15', pause: null, pauseDaysUsed: 5 });
    const withdrawn = run(base, [
      { kind: 'pause', today: '2026-02-20', from: '2026-03-05', days: 10 },
      { kind: 'resume', today: '2026-02-21' },
    ]);
    expect(withdrawn.state).toMatchObject({ status: 'active', dueDate: '2026-03-10', pauseDaysUsed: 0 });
  });

  const refusals: Array<[string, RenewalState, RenewalEvent, string]> = [
    [
      'a pause starting in the past',
      base,
      { kind: 'pause', today: '2026-03-01', from: '2026-02-28', days: 5 },
      'pause_start',
    ],
    [
      'a pause starting on the due date',
      base,
      { kind: 'pause', today: '2026-03-01', from: '2026-03-10', days: 5 },
      'pause_start',
    ],
    ['no days', base, { kind: 'pause', today: '2026-03-01', from: '2026-03-01', days: 0 }, 'pause_length'],
    [
      'beyond the year allowance',
      { ...base, pauseYear: 2026, pauseDaysUsed: 50 },
      { kind: 'pause', today: '2026-03-01', from: '2026-03-01', days: 11 },
      'pause_allowance',
    ],
    [
      'in grace',
      { ...base, status: 'grace' },
      { kind: 'pause', today: '2026-03-11', from: '2026-03-11', days: 5 },
      'not_active',
    ],
    [
      'a second pause',
      { ...base, pause: { from: '2026-03-05', until: '2026-03-08' } },
      { kind: 'pause', today: '2026-03-01', from: '2026-03-01', days: 1 },
      'already_paused',
    ],
    ['resume without a pause', base, { kind: 'resume', today: '2026-03-01' }, 'not_paused'],
    [
      'cancel twice',
      { ...base, status: 'cancelled' },
      { kind: 'cancel', today: '2026-03-01' },
      'already_ended',
    ],
  ];
  it.each(refusals)('refuses %s', (_name, state, event, reason) => {
    expect(renewalStep(state, P, event)).toEqual({ ok: false, reason });
  });

  it('no pausing when the admin sets the allowance to 0', () => {
    expect(
      renewalStep(
        base,
        { ...P, maxPauseDaysPerYear: 0 },
        { kind: 'pause', today: '2026-03-01', from: '2026-03-01', days: 1 },
      ),
    ).toEqual({
      ok: false,
      reason: 'pause_allowance',
    });
  });
});

describe('checkRenewalPolicy', () => {
  it('accepts the defaults and refuses impossible settings', () => {
    expect(checkRenewalPolicy(P)).toBeNull();
    expect(checkRenewalPolicy({ ...P, remindDaysBefore: [0] })).toBe('remindDaysBefore');
    expect(checkRenewalPolicy({ ...P, graceDays: -1 })).toBe('graceDays');
    expect(checkRenewalPolicy({ ...P, remindDaysDuringGrace: [7] })).toBe('remindDaysDuringGrace');
    expect(checkRenewalPolicy({ ...P, maxPauseDaysPerYear: 1.5 })).toBe('maxPauseDaysPerYear');
  });
});
