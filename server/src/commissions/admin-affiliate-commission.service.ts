import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import type { UserActor } from '../access/actor';
import { affiliateBook, type CommissionReleaseDeps, createCommissionRelease } from './commission-release';
import { paymentMonthPage } from './payment-month';

type Row = Awaited<ReturnType<typeof commissionRepository.affiliateInPeriod>>[number];

/** A row of the affiliate payout screen as the contract shapes it. */
function paymentRow({ user_id, name, email, code, status, ...line }: Row) {
  return {
    ...line,
    status: status === 'paid' ? ('paid' as const) : ('pending_payment' as const),
    user: { id: user_id, name, email, code },
  };
}

/**
 * The admin's affiliate payouts (issue 21): a month's affiliate commissions, a page at a time, and 'Set
 * Status as Paid' through the same release as the reseller screen (ledger entry, mail, `commissions.released`
 * and so the self-billed e-Invoice of each affiliate).
 */
export function createAdminAffiliateCommissionService({ db, clock, mail }: CommissionReleaseDeps) {
  const release = createCommissionRelease({ db, clock, mail });
  return {
    /** One page of a month's affiliate commissions, with the month's count and total paid. */
    async monthly(month: number, year: number, page = 1) {
      const m = paymentMonthPage(month, year, page);
      const [totals, rows] = await Promise.all([
        commissionRepository.affiliatePeriodTotals(db, m.from, m.to),
        commissionRepository.affiliateInPeriod(db, m.from, m.to, m.rows),
      ]);
      return { comms: rows.map(paymentRow), ...m.summary(totals) };
    },

    /** Releases the selected affiliate commissions as paid, all or none (409 when any is not unpaid). */
    release: (actor: UserActor, ids: readonly number[]) => release(affiliateBook, actor, ids),
  };
}
