import { calendarDay, daysInMonth, malaysiaDay } from './malaysia-time';

/** Logins per day of a month, as the statistics chart and report draw them. */
export interface DailySeries {
  /** Day labels '1'..'28|29|30|31'. */
  date: string[];
  /** Logins on each day, same order as `date`. */
  total: number[];
}

/** A login time, or a number of logins at one time (e.g. per hour, as the database groups them). */
export type LoginEntry = string | { at: string; count: number };

/**
 * Buckets logins into the days (Malaysia time) of one month. Entries outside the month are
 * ignored, so callers may pass a slightly wider set without skewing the totals.
 */
export function dailyLoginSeries(year: number, month: number, logins: readonly LoginEntry[]): DailySeries {
  const days = daysInMonth(year, month);
  const total = new Array<number>(days).fill(0);
  const prefix = calendarDay(year, month, 1).slice(0, 8);
  for (const entry of logins) {
    const [iso, count] = typeof entry === 'string' ? [entry, 1] : [entry.at, entry.count];
    const ms = Date.parse(iso);
    if (Number.isNaN(ms)) continue;
    const local = malaysiaDay(new Date(ms));
    if (!local.startsWith(prefix)) continue;
    const day = Number(local.slice(8, 10));
    total[day - 1] = (total[day - 1] ?? 0) + count;
  }
  return { date: total.map((_, i) => String(i + 1)), total };
}

/** Sum of a series, for the "n logins this month" caption. */
export function seriesTotal(series: DailySeries): number {
  return series.total.reduce((sum, n) => sum + n, 0);
}

/** A listed user's row on the statistics screens: who, how many logins, and the latest one if any. */
export function listedUserLogins(
  user: { id: number; name: string; email: string },
  logins: { count: number; latest: string | null } | undefined,
) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    statistics_count: logins?.count ?? 0,
    statistic_latest: logins?.latest ? { created_at: logins.latest } : null,
  };
}
