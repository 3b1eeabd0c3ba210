import type { Db } from '@mahir/db';
import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import type { CurrentUser } from '../http/state';
import { monthRange } from './admin-commission.service';
import { ownResellerOf } from './reseller-account.service';

const MONTHS = [
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
];

/** Sub-reseller dashboard: info card, this month's and all-time commissions, daily chart, monthly earnings. */
export function createSubResellerDashboardService(db: Db) {
  return {
    async info(user: CurrentUser, q: { month?: number; year?: number }, now = new Date()) {
      const me = await ownResellerOf(db, user);
      const month = q.month ?? now.getUTCMonth() + 1;
      const year = q.year ?? now.getUTCFullYear();
      const { from, to } = monthRange(month, year);
      const master = me.parent_id ? await commissionRepository.reseller(db, me.parent_id) : null;
      const card = await db
        .selectFrom('users')
        .select(['name', 'phone_no'])
        .where('id', '=', master?.user_id ?? me.user_id)
        .executeTakeFirstOrThrow();
      const [monthly, all, rows, yearRows] = await Promise.all([
        commissionRepository.totals(db, me.id, from, to),
        commissionRepository.totals(db, me.id, null, null),
        commissionRepository.rowsOfReseller(db, me.id, from, to),
        commissionRepository.rowsOfReseller(
          db,
          me.id,
          monthRange(1, year).from,
          monthRange(1, year + 1).from,
        ),
      ]);
      const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
      const daily = Array.from({ length: days }, () => 0);
      for (const r of rows) {
        const d = Number(r.created_at.slice(8, 10));
        daily[d - 1] = (daily[d - 1] ?? 0) + r.amount_final;
      }
      const byMonth = new Map<
        number,
        { sales: number; total: number; unpaid: number; paidAt: string | null }
      >();
      for (const r of yearRows) {
        const m = Number(r.created_at.slice(5, 7));
        const e = byMonth.get(m) ?? { sales: 0, total: 0, unpaid: 0, paidAt: null };
        e.sales += r.grand_total ?? 0;
        e.total += r.amount_final;
        if (r.status !== 'paid') e.unpaid++;
        else if (r.paid_at && (!e.paidAt || r.paid_at > e.paidAt)) e.paidAt = r.paid_at;
        byMonth.set(m, e);
      }
      return {
        reseller: {
          name: card.name,
          reseller_code: master?.reseller_code ?? me.reseller_code,
          phone_no: card.phone_no,
        },
        status: me.status,
        monthly_comms: monthly.all,
        total_comms: all.all,
        chart: {
          date2: daily.map((_, i) => `${String(i + 1).padStart(2, '0')}/${String(month).padStart(2, '0')}`),
          total: daily,
        },
        leaderboards: [],
        earnings: [...byMonth.entries()]
          .sort((a, b) => b[0] - a[0])
          .map(([m, e]) => ({
            month_name: MONTHS[m - 1] ?? '',
            month: m,
            year,
            status: e.unpaid === 0 ? ('paid' as const) : ('pending' as const),
            paid_at_readable: e.unpaid === 0 && e.paidAt ? e.paidAt.slice(0, 10) : null,
            total_sales2: e.sales,
            total: e.total,
            url: `/backoffice/subreseller/statement/${m}/${year}`,
          })),
      };
    },
  };
}
