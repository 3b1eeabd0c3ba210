import { addDays, type CalendarDay } from '../rules/malaysia-time';

/**
 * When a subscription paid without a card (FPX, DuitNow, any one-off method) is reminded, how long it may
 * stay unpaid, and how long it may pause. Days are Malaysia calendar days; an admin may change these.
 */
export interface RenewalPolicy {
  /** Reminders with the pay link this many days before the due date (e.g. 7 and 1). */
  remindDaysBefore: readonly number[];
  /** Days after the due date the subscription stays open, unpaid, before it expires. */
  graceDays: number;
  /** Reminders this many days after the due date, during the grace period. */
  remindDaysDuringGrace: readonly number[];
  /** Days a subscription may be paused within one calendar year (school holidays). 0: no pausing. */
  maxPauseDaysPerYear: number;
}

/**
 * Defaults: a week's notice and a last call the day before; a week of grace with reminders on days 1, 3
 * and 6; up to 60 days of pause a year, about the longest Malaysian school break (the year-end holiday).
 */
export const DEFAULT_RENEWAL_POLICY: RenewalPolicy = {
  remindDaysBefore: [7, 1],
  graceDays: 7,
  remindDaysDuringGrace: [1, 3, 6],
  maxPauseDaysPerYear: 60,
};

/** Why a policy is refused (admin settings), or null. */
export function checkRenewalPolicy(p: RenewalPolicy): string | null {
  const days = (v: number, max: number) => Number.isSafeInteger(v) && v >= 0 && v <= max;
  if (!p.remindDaysBefore.every((d) => days(d, 60) && d > 0)) return 'remindDaysBefore';
  if (!days(p.graceDays, 60)) return 'graceDays';
  if (!p.remindDaysDuringGrace.every((d) => days(d, p.graceDays - 1) && d > 0))
    return 'remindDaysDuringGrace';
  if (!days(p.maxPauseDaysPerYear, 366)) return 'maxPauseDaysPerYear';
  return null;
}

/** The last day a subscription due on `dueDate` may still be paid before it expires (inclusive). */
export function lastGraceDay(dueDate: CalendarDay, policy: RenewalPolicy): CalendarDay {
  return addDays(dueDate, policy.graceDays - 1);
}
