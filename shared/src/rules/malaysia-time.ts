import { MONTH_NAMES } from './calendar';

/**
 * Malaysia time, written once. Malaysia is UTC+8 all year (no daylight saving), so a fixed offset is
 * exact. Every month or day the product cuts (commissions, payouts, statements, dashboards, statistics,
 * renewals, reports) is a Malaysian one, cut here; timestamps are stored as UTC ISO instants.
 */
export const MALAYSIA_UTC_OFFSET = '+08:00';
const OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

/** A calendar day as `YYYY-MM-DD`. */
export type CalendarDay = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a year, month (1-12) and day. */
export function calendarDay(year: number, month: number, day: number): CalendarDay {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The year and month (1-12) `n` months after (or before, negative) a year and month. */
export function addMonths(year: number, month: number, n: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** A day `n` months on; the day of the month clamps to the target month's end (31 Jan + 1 = 28/29 Feb). */
export function addMonthsToDay(day: CalendarDay, n: number): CalendarDay {
  const target = addMonths(Number(day.slice(0, 4)), Number(day.slice(5, 7)), n);
  const dd = Math.min(Number(day.slice(8, 10)), daysInMonth(target.year, target.month));
  return calendarDay(target.year, target.month, dd);
}

/** A day `n` days on (or before, negative). */
export function addDays(day: CalendarDay, n: number): CalendarDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

function localOf(at: Date | string): Date {
  const ms = typeof at === 'string' ? Date.parse(at) : at.getTime();
  return new Date(ms + OFFSET_MS);
}

/** The Malaysia calendar day (`YYYY-MM-DD`) of an instant. */
export function malaysiaDay(at: Date | string): CalendarDay {
  return localOf(at).toISOString().slice(0, 10);
}

/** The calendar year and month (1-12) in Malaysia at an instant; statistics default to it. */
export function malaysiaYearMonth(at: Date | string): { year: number; month: number } {
  const local = localOf(at);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/** The day of the month (1-31) in Malaysia of an instant. */
export function malaysiaDayOfMonth(at: Date | string): number {
  return localOf(at).getUTCDate();
}

/** The UTC instant (ISO) a Malaysia day starts at. */
export function malaysiaDayStart(day: CalendarDay): string {
  return new Date(Date.parse(`${day}T00:00:00${MALAYSIA_UTC_OFFSET}`)).toISOString();
}

/** The UTC instant (ISO) a Malaysia day ends at: the start of the next day (ranges are `[start, end)`). */
export function malaysiaDayEnd(day: CalendarDay): string {
  return malaysiaDayStart(addDays(day, 1));
}

/** A Malaysian month (1-12) as `[from, to)` UTC ISO instants, as stored timestamps compare. */
export function malaysiaMonthRange(year: number, month: number): { from: string; to: string } {
  const next = addMonths(year, month, 1);
  return {
    from: malaysiaDayStart(calendarDay(year, month, 1)),
    to: malaysiaDayStart(calendarDay(next.year, next.month, 1)),
  };
}

/** An ISO timestamp or `YYYY-MM-DD` date as Malaysians read it: '5 Mar 2026', or '5 Mar 2026, 21:07' with time. */
export function formatMalaysiaDate(value: string, withTime = false): string {
  // A bare date has no time zone: show it as written rather than shifting it.
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const ms = dateOnly ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value) + OFFSET_MS;
  if (Number.isNaN(ms)) return value;
  const d = new Date(ms);
  const date = `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]?.slice(0, 3)} ${d.getUTCFullYear()}`;
  if (!withTime || dateOnly) return date;
  return `${date}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
