import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { dailyChart, dashboardPeriod, monthlyEarnings } from './earnings';
import { ownResellerOf } from './reseller-account.service';

/** Sub-reseller dashboard: info card, this month's and all-time commissions, daily chart, monthly earnings. */
export function createSubResellerDashboardService({ db, clock }: ServiceDeps) {
  return {
    async info(actor: UserActor, q: { month?: number; year?: number }, now = clock()) {
      const me = await ownResellerOf(db, actor);
      const { month, year, from, to, yearFrom, yearTo } = dashboardPeriod(q, now);
      const master = me.parent_id ? await commissionRepository.reseller(db, me.parent_id) : null;
      const card = await commissionRepository.userCard(db, master?.user_id ?? me.user_id);
      const [monthly, all, rows, yearRows] = await Promise.all([
        commissionRepository.totals(db, me.id, from, to),
        commissionRepository.totals(db, me.id, null, null),
        commissionRepository.rowsOfReseller(db, me.id, from, to),
        commissionRepository.rowsOfReseller(db, me.id, yearFrom, yearTo),
      ]);
      return {
        reseller: {
          name: card.name,
          reseller_code: master?.reseller_code ?? me.reseller_code,
          phone_no: card.phone_no,
        },
        status: me.status,
        monthly_comms: monthly.all,
        total_comms: all.all,
        chart: dailyChart(rows, month, year),
        leaderboards: [],
        earnings: monthlyEarnings(yearRows, year, '/backoffice/subreseller/statement'),
      };
    },
  };
}
