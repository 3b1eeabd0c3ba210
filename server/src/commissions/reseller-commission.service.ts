import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { dailyChart, dashboardPeriod, monthlyEarnings } from './earnings';
import { ownResellerOf } from './reseller-account.service';

/** The reseller commissions overview: only the caller's own rows and its own sub-resellers' totals. */
export function createResellerCommissionService({ db, clock }: ServiceDeps) {
  return {
    async overview(actor: UserActor, q: { month?: number; year?: number }, now = clock()) {
      const me = await ownResellerOf(db, actor);
      const { month, year, from, to, yearFrom, yearTo } = dashboardPeriod(q, now);
      const [monthly, all, subs, rows, yearRows] = await Promise.all([
        commissionRepository.totals(db, me.id, from, to),
        commissionRepository.totals(db, me.id, null, null),
        commissionRepository.subResellerTotals(db, me.id),
        commissionRepository.rowsOfReseller(db, me.id, from, to),
        commissionRepository.rowsOfReseller(db, me.id, yearFrom, yearTo),
      ]);
      const subTotal = subs.reduce((s, r) => s + r.total, 0);
      return {
        monthly_comms: monthly.all,
        total_comms: all.all,
        status: me.status,
        total_subs: subs.length,
        total_sub_comms: subTotal,
        total_combine: all.all + subTotal,
        leaderboards: subs.slice(0, 10).map((r) => ({ user: { name: r.name }, total: r.total })),
        earnings: monthlyEarnings(yearRows, year, '/backoffice/reseller/statement'),
        chart: dailyChart(rows, month, year),
      };
    },
  };
}
