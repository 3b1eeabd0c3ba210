import { allocate } from '../money/allocate';

/** Share of a paid order's grand total that goes to the reseller whose code was used, in percent. */
export const RESELLER_COMMISSION_PERCENT = 20;
/** Share of a paid order's grand total that goes to the affiliate whose link brought it, in percent. */
export const AFFILIATE_COMMISSION_PERCENT = 10;
/** The sub-reseller share a master may give, in percent of the commission (spec 002 §5, §9). */
export const RATE_SUB_MIN = 0;
export const RATE_SUB_MAX = 30;

/** The commission on `totalSen` at `percent`, rounded to the sen (the rest of the total stays with the shop). */
export function commissionOf(totalSen: number, percent: number): number {
  if (totalSen === 0 || percent === 0) return 0;
  const [share] = allocate(totalSen, [percent, 100 - percent]);
  return share ?? 0;
}

/** Whether `rateSub` is a sub-reseller share the stepper can reach: a whole percent from 0 to 30. */
export function isValidRateSub(rateSub: number): boolean {
  return Number.isInteger(rateSub) && rateSub >= RATE_SUB_MIN && rateSub <= RATE_SUB_MAX;
}

/**
 * Splits a commission earned through a sub-reseller's code: `rateSub` percent to the sub-reseller,
 * the remainder to the master. The two parts always add up to `commissionSen`.
 *
 * @example splitSubCommission(1001, 30) // { sub: 300, master: 701 }
 */
export function splitSubCommission(commissionSen: number, rateSub: number): { sub: number; master: number } {
  if (!isValidRateSub(rateSub)) throw new RangeError(`rate_sub must be 0..30, got ${rateSub}`);
  const [master = 0, sub = 0] = allocate(commissionSen, [100 - rateSub, rateSub]);
  return { sub, master };
}

/** The master's rate shown beside the stepper: it moves inversely to the sub-reseller share. */
export function masterRate(rateSub: number): number {
  return 100 - rateSub;
}
