import { COIN_VALUE_SEN, POINT_VALUE_SEN } from '../money/sen';

/** A cart line as the totals need it: unit price and unit discount in sen. */
export interface CartLineAmount {
  priceSen: number;
  quantity: number;
  /** Discount per unit, in sen. */
  discountSen: number;
  isRecurring: boolean;
}

/** What the buyer holds that can reduce the payment. */
export interface CartBalances {
  coins: number;
  points: number;
}

/** The cart summary: every amount in integer sen, coins and points as whole units spent. */
export interface CartTotals {
  /** Number of lines. */
  itemCount: number;
  /** Sum of the lines' quantities. */
  quantity: number;
  subtotalSen: number;
  discountSen: number;
  coinsUsed: number;
  coinsSen: number;
  pointsUsed: number;
  pointsSen: number;
  grandTotalSen: number;
  isRecurring: boolean;
  /** True when the items themselves cost nothing (free access, or a coupon that takes it all), before coins or points. */
  isFree: boolean;
}

function spend(balance: number, payableSen: number, senPerUnit: number): { used: number; sen: number } {
  if (payableSen <= 0 || balance <= 0) return { used: 0, sen: 0 };
  // Whole units only; the last unit may cover a part-ringgit remainder, so the buyer never pays cents.
  const used = Math.min(Math.floor(balance), Math.ceil(payableSen / senPerUnit));
  return { used, sen: Math.min(used * senPerUnit, payableSen) };
}

/**
 * Totals of a cart. A coupon comes off first (it is not in `discountSen`), then coins, then points; neither applies to a recurring cart,
 * since the provider charges the renewals in full.
 *
 * @example cartTotals([{ priceSen: 3000, quantity: 1, discountSen: 500, isRecurring: false }], { coins: 10, points: 0 })
 * // grandTotalSen 1500, coinsUsed 10
 */
export function cartTotals(
  lines: readonly CartLineAmount[],
  balances: CartBalances,
  /** The cart's coupon discount (`applyCouponToCart`), taken before coins and points. */
  couponSen = 0,
): CartTotals {
  let subtotalSen = 0;
  let discountSen = 0;
  let quantity = 0;
  for (const line of lines) {
    const discount = Math.min(Math.max(0, line.discountSen), line.priceSen);
    subtotalSen += line.priceSen * line.quantity;
    discountSen += discount * line.quantity;
    quantity += line.quantity;
  }
  const isRecurring = lines.some((l) => l.isRecurring);
  const afterDiscount =
    subtotalSen - discountSen - Math.min(Math.max(0, couponSen), subtotalSen - discountSen);
  const coins = isRecurring ? { used: 0, sen: 0 } : spend(balances.coins, afterDiscount, COIN_VALUE_SEN);
  const points = isRecurring
    ? { used: 0, sen: 0 }
    : spend(balances.points, afterDiscount - coins.sen, POINT_VALUE_SEN);
  return {
    itemCount: lines.length,
    quantity,
    subtotalSen,
    discountSen,
    coinsUsed: coins.used,
    coinsSen: coins.sen,
    pointsUsed: points.used,
    pointsSen: points.sen,
    grandTotalSen: afterDiscount - coins.sen - points.sen,
    isRecurring,
    isFree: lines.length > 0 && afterDiscount === 0,
  };
}

/** Line subtotal in sen: (price - discount) x quantity. */
export function lineSubtotal(line: Pick<CartLineAmount, 'priceSen' | 'quantity' | 'discountSen'>): number {
  return (line.priceSen - Math.min(Math.max(0, line.discountSen), line.priceSen)) * line.quantity;
}
