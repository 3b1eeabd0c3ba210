import { dashboardRepository } from '@mahir/db/repositories/dashboard.repository';
import type { RouteData, tutorDashboardContract } from '@mahir/shared';
import {
  dailyTotals,
  lastDays,
  SUBSCRIBER_CHART_DAYS,
  tutorCommission,
} from '@mahir/shared/rules/dashboard-range';
import { accessPolicy } from '../access/access-policy';
import type { UserActor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';

type Summary = RouteData<typeof tutorDashboardContract.summary>;
type Weekly = RouteData<typeof tutorDashboardContract.subscriberWeekly>;

/**
 * The tutor dashboard (spec 002 §3): only the logged-in tutor's own courses. Commissions are the tutor's
 * share (`TUTOR_SHARE_PERCENT`) of the course lines their courses sold in paid orders.
 */
export function createTutorDashboardService({ db, clock }: ServiceDeps) {
  return {
    async summary(actor: UserActor): Promise<Summary> {
      enforce(accessPolicy.seeSalesTotals(actor, { tutorId: actor.id }));
      const [sales, courses, students] = await Promise.all([
        dashboardRepository.tutorSales(db, actor.id),
        dashboardRepository.tutorCourseCount(db, actor.id),
        dashboardRepository.tutorStudentCount(db, actor.id),
      ]);
      return { total_commissions: tutorCommission(sales), total_courses: courses, total_students: students };
    },

    /** New subscribers per Malaysia day over the last seven days, today included. */
    async subscriberWeekly(actor: UserActor): Promise<Weekly> {
      enforce(accessPolicy.seeSalesTotals(actor, { tutorId: actor.id }));
      const range = lastDays(clock(), SUBSCRIBER_CHART_DAYS);
      const hourly = await dashboardRepository.tutorHourlySubscribers(db, actor.id, range.from, range.to);
      return { date: range.days, total: dailyTotals(range, hourly) };
    },
  };
}
