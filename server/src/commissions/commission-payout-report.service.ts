import { commissionTotals, totalsByBeneficiary } from '@mahir/shared/rules/commission-statement';
import type { ServiceDeps } from '../app-context';
import { createAdminCommissionService } from './admin-commission.service';

/** What the admin payout PDF prints: the payment screen's month per beneficiary, with the same totals. */
export interface PayoutReportData {
  month: number;
  year: number;
  beneficiaries: Array<{
    name: string;
    email: string;
    bank: string | null;
    accountNo: string | null;
    count: number;
    paid: number;
    pending: number;
  }>;
  rows: Array<{
    created_at: string;
    order_no: string | null;
    order_id: number;
    name: string;
    status: 'pending_payment' | 'paid' | 'reversed';
    paid_at: string | null;
    amount_final: number;
  }>;
  totalPaid: number;
  /** Released commissions of the month in no payout file yet: what Generate Payout for the month pays. */
  awaitingPayout: { count: number; total: number };
  totalPending: number;
  total: number;
  generatedAt: string;
}

/** Loads the commission payout report of a month from the very rows the payment screen shows. */
export function createCommissionPayoutReportService({ db, clock }: ServiceDeps) {
  const admin = createAdminCommissionService({ db, clock });
  return {
    async report(month: number, year: number, now = clock()): Promise<PayoutReportData> {
      const { comms, total_paid, awaiting_payout } = await admin.month(month, year);
      const per = totalsByBeneficiary(comms, (c) => c.user.id);
      const byId = new Map(comms.map((c) => [c.user.id, c.user]));
      const t = commissionTotals(comms);
      return {
        month,
        year,
        beneficiaries: per.map((p) => {
          const u = byId.get(p.key);
          return {
            name: u?.name ?? '',
            email: u?.email ?? '',
            bank: u?.bank.detail.name ?? null,
            accountNo: u?.bank.account_no ?? null,
            count: p.count,
            paid: p.paid,
            pending: p.pending,
          };
        }),
        rows: comms.map((c) => ({
          created_at: c.created_at,
          order_no: c.order_no,
          order_id: c.order_id,
          name: c.user.name,
          status: c.status,
          paid_at: c.paid_at,
          amount_final: c.amount_final,
        })),
        totalPaid: total_paid,
        awaitingPayout: awaiting_payout,
        totalPending: t.pending,
        total: t.total,
        generatedAt: now.toISOString(),
      };
    },
  };
}
