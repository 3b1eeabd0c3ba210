import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import { commissionTotals } from '@mahir/shared/rules/commission-statement';
import { malaysiaMonthRange } from '@mahir/shared/rules/malaysia-time';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { ownResellerOf } from './reseller-account.service';

/** What the statement PDF prints: the screen's rows and totals plus who and when. */
export interface StatementReportData {
  name: string;
  email: string;
  resellerCode: string;
  masterName: string | null;
  month: number;
  year: number;
  rows: Array<{
    created_at: string;
    order_no: string | null;
    order_id: number;
    status: 'pending_payment' | 'paid';
    paid_at: string | null;
    amount_final: number;
  }>;
  total: number;
  totalPaid: number;
  totalPending: number;
  generatedAt: string;
}

/** The sub-reseller statement: only the caller's own commissions of a month, on screen and as a PDF. */
export function createSubResellerStatementService({ db, clock }: ServiceDeps) {
  async function statement(actor: UserActor, month: number, year: number) {
    const me = await ownResellerOf(db, actor);
    const { from, to } = malaysiaMonthRange(year, month);
    const rows = (await commissionRepository.statementOf(db, me.id, from, to)).map((r) => ({
      ...r,
      status: r.status === 'paid' ? ('paid' as const) : ('pending_payment' as const),
    }));
    const t = commissionTotals(rows);
    return {
      me,
      data: { month, year, rows, total: t.total, total_paid: t.paid, total_pending: t.pending },
    };
  }

  return {
    async statement(actor: UserActor, month: number, year: number) {
      return (await statement(actor, month, year)).data;
    },

    async report(actor: UserActor, month: number, year: number, now = clock()): Promise<StatementReportData> {
      const { me, data } = await statement(actor, month, year);
      const card = await commissionRepository.userCard(db, me.user_id);
      const master = me.parent_id ? await commissionRepository.reseller(db, me.parent_id) : undefined;
      const masterCard = master ? await commissionRepository.userCard(db, master.user_id) : null;
      return {
        name: card.name,
        email: card.email,
        resellerCode: me.reseller_code,
        masterName: masterCard?.name ?? null,
        month,
        year,
        rows: data.rows,
        total: data.total,
        totalPaid: data.total_paid,
        totalPending: data.total_pending,
        generatedAt: now.toISOString(),
      };
    },
  };
}
