import { type CalendarDay, malaysiaDay } from '../rules/malaysia-time';

/** Malaysia's age of majority (Age of Majority Act 1971): below it a pupil's data is the guardian's to consent to. */
export const AGE_OF_MAJORITY = 18;

/** The oldest age a date of birth may give; beyond it the date is a typing mistake. */
const OLDEST_AGE = 120;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written `YYYY-MM-DD` (no 31 April, 29 February only in leap years). */
export function isCalendarDay(value: string): value is CalendarDay {
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Whole years of age on a calendar day. A birthday counts from its own day; someone born on 29 February
 * becomes a year older on 1 March in years without one.
 *
 * @example ageOn('2008-03-15', '2026-03-14') // 17
 * @example ageOn('2008-03-15', '2026-03-15') // 18
 */
export function ageOn(dob: CalendarDay, day: CalendarDay): number {
  if (!isCalendarDay(dob) || !isCalendarDay(day)) throw new RangeError(`not a calendar day: ${dob} / ${day}`);
  const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  // Comparing 'MM-DD' as text: '02-28' < '02-29' < '03-01' gives the 1 March rule for leap-day births.
  return day.slice(5) < dob.slice(5) ? years - 1 : years;
}

/** What a date of birth says about a person at an instant, in Malaysia time. */
export type AgeStatus = 'minor' | 'adult' | 'unknown';

/**
 * Whether the holder of `dob` is under 18 on the Malaysia day of `at`. `unknown` when there is no usable
 * date of birth (the spec's subscription account step leaves `dob` optional); docs/accounts-security.md
 * says how services treat it.
 */
export function ageStatus(dob: string | null | undefined, at: Date | string): AgeStatus {
  if (!dob || !isCalendarDay(dob)) return 'unknown';
  const today = malaysiaDay(at);
  if (dob > today) return 'unknown';
  return ageOn(dob, today) < AGE_OF_MAJORITY ? 'minor' : 'adult';
}

/** True when `dob` is known and makes its holder a minor at `at` (Malaysia time). */
export function isMinor(dob: string | null | undefined, at: Date | string): boolean {
  return ageStatus(dob, at) === 'minor';
}

/** Why a date of birth typed at sign-up is refused, or null when it is fine. */
export type DobProblem = 'format' | 'future' | 'too_old';

/** Checks a date of birth given at sign-up against the Malaysia day of `at`. */
export function checkDob(dob: string, at: Date | string): DobProblem | null {
  if (!isCalendarDay(dob)) return 'format';
  const today = malaysiaDay(at);
  if (dob > today) return 'future';
  return ageOn(dob, today) > OLDEST_AGE ? 'too_old' : null;
}
