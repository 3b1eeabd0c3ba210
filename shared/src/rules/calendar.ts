/**
 * Years offered by statistics selectors. The specs give two readings; we take "2001 up to the
 * current year" (spec 002 states it outright, and it lets users see the current year's data).
 */
export function statisticYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let y = currentYear; y >= 2001; y -= 1) years.push(y);
  return years;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `[start, end)` of a month as ISO timestamps, in Malaysia time (UTC+8) since statistics are local. */
export function monthRangeUtc(year: number, month: number): [string, string] {
  const start = new Date(Date.UTC(year, month - 1, 1) - 8 * 3600_000);
  const end = new Date(Date.UTC(year, month, 1) - 8 * 3600_000);
  return [start.toISOString(), end.toISOString()];
}
