import type { Sen } from '../money/sen';
import type { Coupon } from './coupon';
import { type CouponCartLine, type CouponRefusal, type CouponUsage, checkCoupon } from './coupon-check';
import { allocateCouponDiscount } from './coupon-discount';

/** A coupon on a cart: refused with its reason, or its discount and every line's share (sen, cart order). */
export type CouponApplication =
  | { ok: false; reason: CouponRefusal }
  | { ok: true; coupon: Coupon; discountSen: Sen; perLine: Sen[] };

/**
 * Checks a coupon against a cart and, when it applies, spreads its discount over the eligible lines with
 * `allocate()`: the one computation the cart page, the cart's totals and the order's lines all use, so the
 * discount shown is the discount charged.
 *
 * @example applyCouponToCart(DEMO_COUPON_MAHIR10, { userId: 1, lines: [{ itemType: 'course', listSen: 4990 }] }, { total: 0, byUser: 0 }, now)
 * // { ok: true, discountSen: 499, perLine: [499], ... }
 */
export function applyCouponToCart(
  coupon: Coupon | null,
  cart: { lines: readonly CouponCartLine[]; userId: number | null },
  usage: CouponUsage,
  at: Date | string,
): CouponApplication {
  const check = checkCoupon(coupon, cart, usage, at);
  if (!check.ok) return check;
  const { discountSen, perLine } = allocateCouponDiscount(
    check.coupon.value,
    cart.lines.map((l, i) => ({ listSen: l.listSen, eligible: check.eligible[i] === true })),
  );
  return { ok: true, coupon: check.coupon, discountSen, perLine };
}
