import { cancellationRepository } from '@mahir/db/repositories/cancellation.repository';
import { dashboardRepository } from '@mahir/db/repositories/dashboard.repository';
import type { adminDashboardContract, RouteData } from '@mahir/shared';
import {
  DEFAULT_DASHBOARD_RANGE,
  dailyTotals,
  dashboardRange,
  todayAndMonth,
} from '@mahir/shared/rules/dashboard-range';
import { accessPolicy } from '../access/access-policy';
import type { Actor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';

type Summary = RouteData<typeof adminDashboardContract.summary>;
type Chart = Summary['chart'];

/**
 * The admin dashboard (spec 002 §3, §4): sales of paid orders in sen by Malaysia day, courses awaiting
 * approval, students, and the sidebar's count of new cancellations.
 */
export function createAdminDashboardService({ db, clock }: ServiceDeps) {
  async function chart(n: number, now: Date): Promise<Chart> {
    const range = dashboardRange(n, now);
    const hourly = await dashboardRepository.hourlySales(db, range.from, range.to);
    return { label: range.label, date: range.days, total: dailyTotals(range, hourly) };
  }

  return {
    async summary(actor: Actor): Promise<Summary> {
      enforce(accessPolicy.seeSalesTotals(actor, 'shop'));
      const now = clock();
      const { today, month } = todayAndMonth(now);
      const [monthly, todays, courses, students, sales] = await Promise.all([
        dashboardRepository.salesBetween(db, month.from, month.to),
        dashboardRepository.salesBetween(db, today.from, today.to),
        dashboardRepository.coursesAwaitingReview(db),
        dashboardRepository.studentCount(db),
        chart(DEFAULT_DASHBOARD_RANGE, now),
      ]);
      return {
        monthly_sales: monthly,
        today_sales: todays,
        total_courses: courses,
        total_students: students,
        chart: sales,
      };
    },

    async month(actor: Actor, n: number): Promise<{ chart: Chart }> {
      enforce(accessPolicy.seeSalesTotals(actor, 'shop'));
      return { chart: await chart(n, clock()) };
    },

    async sidebar(actor: Actor): Promise<{ count: number }> {
      enforce(accessPolicy.decideRequests(actor));
      return { count: await cancellationRepository.countUnseen(db) };
    },
  };
}
