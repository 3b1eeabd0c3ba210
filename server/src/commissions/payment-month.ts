import { COMMISSION_PAGE_SIZE } from '@mahir/shared';
import { pageMeta } from '@mahir/shared/contract/fields';
import { malaysiaMonthRange } from '@mahir/shared/rules/malaysia-time';

/**
 * One page of a month on a payment screen: the month's [from, to) in Malaysia time, the rows the page reads,
 * and the answer's total paid and page fields from the month's totals.
 */
export function paymentMonthPage(month: number, year: number, page: number) {
  const { from, to } = malaysiaMonthRange(year, month);
  const perPage = COMMISSION_PAGE_SIZE;
  return {
    from,
    to,
    rows: { offset: (page - 1) * perPage, limit: perPage },
    summary: (totals: { count: number; paid: number }) => ({
      total_paid: totals.paid,
      ...pageMeta(totals.count, page, perPage),
    }),
  };
}
