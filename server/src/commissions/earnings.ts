import { MONTH_NAMES } from '@mahir/shared/rules/calendar';
import {
  daysInMonth,
  malaysiaDay,
  malaysiaDayOfMonth,
  malaysiaMonthRange,
  malaysiaYearMonth,
} from '@mahir/shared/rules/malaysia-time';

/**
 * The month a reseller dashboard shows (the one asked for, else this month in Malaysia), with the bounds of
 * that month (`from`, `to`) and of its whole year (`yearFrom`, `yearTo`).
 */
export function dashboardPeriod(q: { month?: number; year?: number }, now: Date) {
  const today = malaysiaYearMonth(now);
  const month = q.month ?? today.month;
  const year = q.year ?? today.year;
  return {
    month,
    year,
    ...malaysiaMonthRange(year, month),
    yearFrom: malaysiaMonthRange(year, 1).from,
    yearTo: malaysiaMonthRange(year + 1, 1).from,
  };
}

interface EarningSource {
  created_at: string;
  amount_final: number;
  status: string;
  paid_at: string | null;
  grand_total: number | null;
}

/** Commission per Malaysian day of the month for the daily earnings bar chart. */
export function dailyChart(rows: readonly EarningSource[], month: number, year: number) {
  const total = Array.from({ length: daysInMonth(year, month) }, () => 0);
  for (const r of rows) {
    const d = malaysiaDayOfMonth(r.created_at);
    total[d - 1] = (total[d - 1] ?? 0) + r.amount_final;
  }
  const mm = String(month).padStart(2, '0');
  return { date2: total.map((_, i) => `${String(i + 1).padStart(2, '0')}/${mm}`), total };
}

/**
 * One row per Malaysian month of `year` with commissions, newest first: PAID once every row is paid,
 * else PENDING.
 */
export function monthlyEarnings(rows: readonly EarningSource[], year: number, urlBase: string) {
  const byMonth = new Map<number, { sales: number; total: number; unpaid: number; paidAt: string | null }>();
  for (const r of rows) {
    const { month: m } = malaysiaYearMonth(r.created_at);
    const e = byMonth.get(m) ?? { sales: 0, total: 0, unpaid: 0, paidAt: null };
    e.sales += r.grand_total ?? 0;
    e.total += r.amount_final;
    if (r.status !== 'paid') e.unpaid++;
    else if (r.paid_at && (!e.paidAt || r.paid_at > e.paidAt)) e.paidAt = r.paid_at;
    byMonth.set(m, e);
  }
  return [...byMonth.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([m, e]) => ({
      month_name: MONTH_NAMES[m - 1] ?? '',
      month: m,
      year,
      status: e.unpaid === 0 ? ('paid' as const) : ('pending' as const),
      paid_at_readable: e.unpaid === 0 && e.paidAt ? malaysiaDay(e.paidAt) : null,
      total_sales2: e.sales,
      total: e.total,
      url: `${urlBase}/${m}/${year}`,
    }));
}
