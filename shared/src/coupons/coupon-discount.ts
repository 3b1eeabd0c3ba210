import { allocate } from '../money/allocate';
import { assertSen, type Sen } from '../money/sen';
import type { CouponValue } from './coupon';

/**
 * The discount a coupon value gives on an eligible amount: a percent rounded half up to the sen once, on
 * the eligible total (not per line), or the fixed amount, never more than the eligible amount.
 *
 * @example couponDiscountSen({ kind: 'percent', basisPoints: 1000 }, 1005) // 101 (100.5 rounds up)
 * @example couponDiscountSen({ kind: 'fixed', amountSen: 5000 }, 3000) // 3000
 */
export function couponDiscountSen(value: CouponValue, eligibleSen: Sen): Sen {
  assertSen(eligibleSen, 'eligible amount');
  if (value.kind === 'fixed') return Math.min(assertSen(value.amountSen, 'coupon amount'), eligibleSen);
  const bp = value.basisPoints;
  if (!Number.isSafeInteger(bp) || bp < 0 || bp > 10_000)
    throw new RangeError(`a coupon percent must be 0-10000 basis points, got ${bp}`);
  // Half up in integers: floor((2 * amount * bp + 10000) / 20000).
  return Number((2n * BigInt(eligibleSen) * BigInt(bp) + 10_000n) / 20_000n);
}

/**
 * The coupon's discount spread over the cart's lines with `allocate()` in proportion to each eligible
 * line's amount (ineligible lines get 0), so every line knows its share to the sen: the tax is taken from
 * what the line then costs, and a refund or a commission of the line is exact. No line's share exceeds the
 * line. Answers the total and the share of every line, in the cart's order.
 */
export function allocateCouponDiscount(
  value: CouponValue,
  lines: ReadonlyArray<{ listSen: Sen; eligible: boolean }>,
): { discountSen: Sen; perLine: Sen[] } {
  const weights = lines.map((l) => (l.eligible ? assertSen(l.listSen, 'line amount') : 0));
  const eligibleSen = weights.reduce((s, w) => s + w, 0);
  const discountSen = couponDiscountSen(value, eligibleSen);
  if (discountSen === 0) return { discountSen, perLine: lines.map(() => 0) };
  return { discountSen, perLine: allocate(discountSen, weights) };
}
