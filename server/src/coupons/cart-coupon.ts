import type { Db } from '@mahir/db';
import { type CouponRow, couponRepository } from '@mahir/db/repositories/coupon.repository';
import { applyCouponToCart, type CouponApplication, type CouponCartLine } from '@mahir/shared/coupons/index';
import { couponOf } from './coupon-row';

/** A coupon code on a cart, checked now: the stored coupon (when the code exists) and what it does. */
export interface CartCoupon {
  code: string;
  row: CouponRow | undefined;
  application: CouponApplication;
}

/**
 * Checks a code against a shopper's cart lines with the coupon's usage (everyone's, and this buyer's when
 * logged in). The cart page, the cart's totals and placing the order all go through here.
 */
export async function checkCartCoupon(
  db: Db,
  code: string,
  lines: readonly CouponCartLine[],
  userId: number | null,
  at: Date,
): Promise<CartCoupon> {
  const row = await couponRepository.byCode(db, code);
  // The buyer's count matters only under a per-buyer limit (`checkCoupon` reads it for nothing else).
  const byUser =
    row && userId !== null
      ? row.per_user_limit === null
        ? 0
        : await couponRepository.redeemedBy(db, row.id, userId)
      : null;
  const usage = { total: row?.redeemed_count ?? 0, byUser };
  return {
    code,
    row,
    application: applyCouponToCart(row ? couponOf(row) : null, { lines, userId }, usage, at),
  };
}
