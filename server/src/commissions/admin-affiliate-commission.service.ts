import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import { COMMISSION_PAGE_SIZE } from '@mahir/shared';
import { pageMeta } from '@mahir/shared/contract/fields';
import { malaysiaMonthRange } from '@mahir/shared/rules/malaysia-time';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import type { MailNotices } from '../mail/mail-notices';
import { affiliateBook, createCommissionRelease } from './commission-release';

type Row = Awaited<ReturnType<typeof commissionRepository.affiliateInPeriod>>[number];

/** A row of the affiliate payout screen as the contract shapes it. */
function paymentRow(r: Row) {
  return {
    id: r.id,
    created_at: r.created_at,
    order_id: r.order_id,
    order_no: r.order_no,
    amount_final: r.amount_final,
    status: r.status === 'paid' ? ('paid' as const) : ('pending_payment' as const),
    paid_at: r.paid_at,
    user: { id: r.user_id, name: r.name, email: r.email, code: r.code },
  };
}

/**
 * The admin's affiliate payouts (issue 21): a month's affiliate commissions, a page at a time, and 'Set
 * Status as Paid' through the same release as the reseller screen (ledger entry, mail, `commissions.released`
 * and so the self-billed e-Invoice of each affiliate).
 */
export function createAdminAffiliateCommissionService({
  db,
  clock,
  mail,
}: ServiceDeps & { mail?: Pick<MailNotices, 'payoutReleased'> }) {
  const release = createCommissionRelease({ db, clock, mail });
  return {
    /** One page of a month's affiliate commissions, with the month's count and total paid. */
    async monthly(month: number, year: number, page = 1) {
      const { from, to } = malaysiaMonthRange(year, month);
      const perPage = COMMISSION_PAGE_SIZE;
      const [totals, rows] = await Promise.all([
        commissionRepository.affiliatePeriodTotals(db, from, to),
        commissionRepository.affiliateInPeriod(db, from, to, {
          offset: (page - 1) * perPage,
          limit: perPage,
        }),
      ]);
      return {
        comms: rows.map(paymentRow),
        total_paid: totals.paid,
        ...pageMeta(totals.count, page, perPage),
      };
    },

    /** Releases the selected affiliate commissions as paid, all or none (409 when any is not unpaid). */
    release: (actor: UserActor, ids: readonly number[]) => release(affiliateBook, actor, ids),
  };
}
