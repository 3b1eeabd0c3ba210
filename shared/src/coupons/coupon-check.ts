import type { Sen } from '../money/sen';
import type { OrderItemType } from '../rules/order-state';
import type { Coupon } from './coupon';

/** A cart line as a coupon sees it: its kind and what it costs after its own discount (tax included). */
export interface CouponCartLine {
  itemType: OrderItemType;
  listSen: Sen;
}

/** How often the coupon was redeemed: by everyone, and by this buyer (null: a visitor, not logged in). */
export interface CouponUsage {
  total: number;
  byUser: number | null;
}

/** Why a coupon does not apply; each has its message in `COUPON_MSG`. */
export type CouponRefusal =
  | 'unknown_code'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'login_required'
  | 'already_used'
  | 'own_coupon'
  | 'no_eligible_items'
  | 'below_minimum';

export type CouponCheck =
  | { ok: true; coupon: Coupon; eligibleSen: Sen; eligible: boolean[] }
  | { ok: false; reason: CouponRefusal };

/**
 * Whether a coupon applies to a cart at an instant, or the first reason it does not, in the order a
 * buyer can act on: a code that does not exist (or is switched off) before its dates, its limits, then the
 * cart. Lines that cost nothing are not eligible (there is nothing to take off). Redemption limits are
 * checked here for the message; the redemption itself must count atomically (docs/coupons-refunds.md).
 */
export function checkCoupon(
  coupon: Coupon | null,
  cart: { lines: readonly CouponCartLine[]; userId: number | null },
  usage: CouponUsage,
  at: Date | string,
): CouponCheck {
  if (!coupon?.active) return { ok: false, reason: 'unknown_code' };
  const now = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (coupon.startsAt && now < Date.parse(coupon.startsAt)) return { ok: false, reason: 'not_started' };
  if (coupon.endsAt && now >= Date.parse(coupon.endsAt)) return { ok: false, reason: 'expired' };
  if (coupon.totalLimit !== null && usage.total >= coupon.totalLimit) return { ok: false, reason: 'used_up' };
  if (coupon.perUserLimit !== null) {
    if (cart.userId === null || usage.byUser === null) return { ok: false, reason: 'login_required' };
    if (usage.byUser >= coupon.perUserLimit) return { ok: false, reason: 'already_used' };
  }
  if (coupon.owner && cart.userId !== null && coupon.owner.userId === cart.userId)
    return { ok: false, reason: 'own_coupon' };
  const eligible = cart.lines.map((l) => coupon.productTypes.includes(l.itemType) && l.listSen > 0);
  const eligibleSen = cart.lines.reduce((s, l, i) => s + (eligible[i] ? l.listSen : 0), 0);
  if (eligibleSen === 0) return { ok: false, reason: 'no_eligible_items' };
  if (eligibleSen < coupon.minSpendSen) return { ok: false, reason: 'below_minimum' };
  return { ok: true, coupon, eligibleSen, eligible };
}
