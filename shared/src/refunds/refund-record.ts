import { allocate } from '../money/allocate';
import { assertSen, COIN_VALUE_SEN, type Sen } from '../money/sen';

/** Where a refund goes: the buyer's Mahir Coins, or back through the way the order was paid. */
export const REFUND_DESTINATIONS = ['coins', 'original'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/**
 * How refunded money reaches the buyer: coins credited to the wallet, the provider's own refund call
 * (`paypal`, or the built-in `sandbox` standing in for it), or a bank transfer made by hand (`bank`:
 * senangPay's FPX payments have no refund API).
 */
export type RefundMethod = 'coins' | 'paypal' | 'sandbox' | 'bank';

/** A refund's own number, `RF-YYYY-NNNNNN` from its row id: never the order's reference. */
export function refundNumber(id: number, at: Date): string {
  if (!Number.isSafeInteger(id) || id <= 0) throw new RangeError(`refund id must be positive, got ${id}`);
  return `RF-${at.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/**
 * The order's money split by how it was paid, over its whole life: `moneySen` through the provider (its
 * grand total) and `coinsSen` in coins; what refunds to the original method gave back already. A refund to
 * the original method returns money only up to what the provider took, less what went back that way; what
 * coins paid goes back as coins.
 */
export function originalRefundableSen(o: { moneySen: Sen; refundedToOriginalSen: Sen; leftSen: Sen }): Sen {
  return Math.max(0, Math.min(o.leftSen, o.moneySen - o.refundedToOriginalSen));
}

/** Coins a refund to Mahir Coins credits: one coin a ringgit; `null` when the amount is not whole ringgit. */
export function refundCoins(amountSen: Sen): number | null {
  return Number.isSafeInteger(amountSen) && amountSen > 0 && amountSen % COIN_VALUE_SEN === 0
    ? amountSen / COIN_VALUE_SEN
    : null;
}

/**
 * How a refund to the original method reaches the buyer, from the order's payment method and whether the
 * server has PayPal configured: PayPal's refund call, the sandbox's (it stands in for PayPal), a bank transfer
 * by hand for senangPay and its sandbox (FPX has no refund API), coins for an order paid in coins; `null` when nothing was paid.
 */
export function originalRefundMethod(
  paymentMethod: string | null,
  providers: { payPal: boolean },
): RefundMethod | null {
  if (paymentMethod === 'paypal') return providers.payPal ? 'paypal' : 'sandbox';
  // The sandbox stands in for senangPay as senangPay is, so it has no refund call either.
  if (paymentMethod === 'senangpay' || paymentMethod === 'senangpay_recurring') return 'bank';
  if (paymentMethod === 'mahir-coins') return 'coins';
  return null;
}

/** An order's amounts as its row and lines hold them. */
export interface OrderPaidInput {
  /** Each line's `subtotal`: (unit price - unit discount) x quantity. */
  lineSubtotalsSen: readonly Sen[];
  grandTotalSen: Sen;
  /** Coins the order spent (whole coins, `orders.coins_used`). */
  coinsUsed: number;
}

/** What an order took and from where: each line's charge, the money part and the coins part. */
export interface OrderPaid {
  /** What each line was charged (money and coins): the shares a refund is split by. */
  perLineSen: Sen[];
  /** Through the provider (the grand total). */
  moneySen: Sen;
  /** In coins, at their value in sen. */
  coinsSen: Sen;
}

/**
 * What each line of an order was charged, from the order's totals: the lines' subtotals less their share of
 * the points (and any other order-wide discount: whatever the lines' sum exceeds money plus coins), shared
 * with `allocate()` in proportion, so the charges add up to exactly the grand total plus the coins' value.
 *
 * @example orderPaid({ lineSubtotalsSen: [3000, 1000], grandTotalSen: 2500, coinsUsed: 10 })
 * // { perLineSen: [2625, 875], moneySen: 2500, coinsSen: 1000 }
 */
export function orderPaid(input: OrderPaidInput): OrderPaid {
  const lines = input.lineSubtotalsSen.map((s) => assertSen(s, 'line subtotal'));
  const listSen = lines.reduce((a, b) => a + b, 0);
  const moneySen = assertSen(input.grandTotalSen, 'grand total');
  const coinsSen = Math.min(Math.max(0, input.coinsUsed) * COIN_VALUE_SEN, Math.max(0, listSen - moneySen));
  const discountSen = Math.max(0, listSen - moneySen - coinsSen);
  const off = allocate(discountSen, lines);
  return { perLineSen: lines.map((l, i) => l - (off[i] ?? 0)), moneySen, coinsSen };
}
