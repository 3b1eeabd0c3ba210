import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';

/** A chart's days and totals as recharts rows, the day shown short ('5 Mar'). */
export function chartRows(date: readonly string[], total: readonly number[]) {
  return date.map((day, i) => ({
    day: formatMalaysiaDate(day).replace(/ \d{4}$/, ''),
    total: total[i] ?? 0,
  }));
}
