import { allocate } from '../money/allocate';
import { MONTH_NAMES } from './calendar';
import {
  addDays,
  addMonths,
  calendarDay,
  daysInMonth,
  malaysiaDay,
  malaysiaDayEnd,
  malaysiaDayStart,
  malaysiaYearMonth,
} from './malaysia-time';

/** Admin dashboard chart ranges (spec 002 §4): 1 to 12 a month of this year, then these three. */
export const DASHBOARD_RANGE = { past30Days: 13, lastMonth: 14, currentMonth: 15 } as const;
export const DASHBOARD_RANGE_MIN = 1;
export const DASHBOARD_RANGE_MAX = 15;
/** The range the dashboard opens with ('Last 30 Days'). */
export const DEFAULT_DASHBOARD_RANGE = DASHBOARD_RANGE.past30Days;

/** The tutor's share of what their own courses sell, in percent (the shop keeps the rest). */
export const TUTOR_SHARE_PERCENT = 70;

/** The days a tutor's subscriber chart covers: the last seven, today included. */
export const SUBSCRIBER_CHART_DAYS = 7;

/** A chart's span: `[from, to)` as UTC ISO instants and its Malaysia days (`YYYY-MM-DD`), in order. */
export interface DayRange {
  label: string;
  from: string;
  to: string;
  days: string[];
}

/** Consecutive Malaysia days from `first` to `last`, both included. */
function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

function spanOf(label: string, first: string, last: string): DayRange {
  return {
    label,
    from: malaysiaDayStart(first),
    to: malaysiaDayEnd(last),
    days: daysBetween(first, last),
  };
}

/** The last `count` Malaysia days, today included. */
export function lastDays(now: Date, count: number, label = `Last ${count} Days`): DayRange {
  const today = malaysiaDay(now);
  return spanOf(label, addDays(today, 1 - count), today);
}

/** A whole calendar month (1-12) of a year, in Malaysia days. */
export function monthDays(year: number, month: number, label: string): DayRange {
  return spanOf(label, calendarDay(year, month, 1), calendarDay(year, month, daysInMonth(year, month)));
}

/** Whether `n` is a chart range the dashboard knows (1 to 15). */
export function isDashboardRange(n: number): boolean {
  return Number.isInteger(n) && n >= DASHBOARD_RANGE_MIN && n <= DASHBOARD_RANGE_MAX;
}

/** The selector's label of a range: a month's name, 'Last 30 Days', 'Last Month' or 'This Month'. */
export function dashboardRangeLabel(n: number): string {
  if (n === DASHBOARD_RANGE.past30Days) return 'Last 30 Days';
  if (n === DASHBOARD_RANGE.lastMonth) return 'Last Month';
  if (n === DASHBOARD_RANGE.currentMonth) return 'This Month';
  return MONTH_NAMES[n - 1] ?? 'Last 30 Days';
}

/**
 * The days a dashboard range covers, in Malaysia time: 1 to 12 that month of the current year, 13 the
 * past 30 days (today included), 14 last month, 15 the current month.
 */
export function dashboardRange(n: number, now: Date): DayRange {
  if (!isDashboardRange(n)) throw new RangeError(`dashboard range must be 1..15, got ${n}`);
  const { year, month } = malaysiaYearMonth(now);
  const label = dashboardRangeLabel(n);
  if (n === DASHBOARD_RANGE.past30Days) return lastDays(now, 30, label);
  if (n === DASHBOARD_RANGE.currentMonth) return monthDays(year, month, label);
  if (n === DASHBOARD_RANGE.lastMonth) {
    const last = addMonths(year, month, -1);
    return monthDays(last.year, last.month, label);
  }
  return monthDays(year, n, `${label} ${year}`);
}

/** Today and this month in Malaysia time, as `[from, to)` UTC instants. */
export function todayAndMonth(now: Date): { today: DayRange; month: DayRange } {
  const today = malaysiaDay(now);
  return {
    today: spanOf('Today', today, today),
    month: dashboardRange(DASHBOARD_RANGE.currentMonth, now),
  };
}

/**
 * Sums per Malaysia day of the range from totals per UTC hour (`YYYY-MM-DDTHH`, as the database groups
 * them without knowing time zones). Hours outside the range are ignored.
 */
export function dailyTotals(
  range: DayRange,
  hourly: ReadonlyArray<{ hour: string; total: number }>,
): number[] {
  const index = new Map(range.days.map((d, i) => [d, i]));
  const totals = range.days.map(() => 0);
  for (const { hour, total } of hourly) {
    const i = index.get(malaysiaDay(`${hour}:00:00Z`));
    if (i !== undefined) totals[i] = (totals[i] ?? 0) + total;
  }
  return totals;
}

/** A tutor's commission on what their courses sold: `TUTOR_SHARE_PERCENT` of it, rounded to the sen. */
export function tutorCommission(salesSen: number): number {
  if (salesSen <= 0) return 0;
  const [share = 0] = allocate(salesSen, [TUTOR_SHARE_PERCENT, 100 - TUTOR_SHARE_PERCENT]);
  return share;
}
