import { describe, expect, it } from 'vitest';
import { cartTotals, lineSubtotal } from './cart-totals';

const line = (priceSen: number, quantity = 1, discountSen = 0, isRecurring = false) => ({
  priceSen,
  quantity,
  discountSen,
  isRecurring,
});
const none = { coins: 0, points: 0 };

describe('cart totals', () => {
  it('sums prices, quantities and discounts in sen', () => {
    const t = cartTotals([line(3000, 2, 500), line(1250)], none);
    expect(t).toMatchObject({
      itemCount: 2,
      quantity: 3,
      subtotalSen: 7250,
      discountSen: 1000,
      grandTotalSen: 6250,
      coinsUsed: 0,
      pointsUsed: 0,
      isRecurring: false,
      isFree: false,
    });
    expect(lineSubtotal(line(3000, 2, 500))).toBe(5000);
  });

  it('never lets a discount exceed its price', () => {
    const t = cartTotals([line(1000, 1, 5000)], none);
    expect(t.discountSen).toBe(1000);
    expect(t.grandTotalSen).toBe(0);
    expect(t.isFree).toBe(true);
  });

  it('takes a coupon after the lines’ discounts and before coins, never below zero', () => {
    const t = cartTotals([line(5000, 1, 1000)], { coins: 10, points: 0 }, 400);
    expect(t).toMatchObject({ discountSen: 1000, coinsUsed: 10, coinsSen: 1000, grandTotalSen: 2600 });
    const all = cartTotals([line(1000)], none, 5000);
    expect(all.grandTotalSen).toBe(0);
    expect(all.isFree).toBe(true);
  });

  it('deducts coins before points, whole units, and never below zero', () => {
    const t = cartTotals([line(5000)], { coins: 20, points: 10 });
    expect(t).toMatchObject({ coinsUsed: 20, coinsSen: 2000, pointsUsed: 10, pointsSen: 10 });
    expect(t.grandTotalSen).toBe(2990);
    const all = cartTotals([line(5000)], { coins: 500, points: 10 });
    expect(all).toMatchObject({ coinsUsed: 50, coinsSen: 5000, pointsUsed: 0, grandTotalSen: 0 });
    expect(all.isFree).toBe(false);
  });

  it('covers a part-ringgit remainder with one more coin and charges no cents', () => {
    const t = cartTotals([line(1250)], { coins: 100, points: 0 });
    expect(t).toMatchObject({ coinsUsed: 13, coinsSen: 1250, grandTotalSen: 0 });
  });

  it('hides coins and points for a recurring cart', () => {
    const t = cartTotals([line(5000, 1, 0, true), line(1000)], { coins: 500, points: 500 });
    expect(t).toMatchObject({ isRecurring: true, coinsUsed: 0, pointsUsed: 0, grandTotalSen: 6000 });
  });

  it('treats an empty cart as nothing to pay and not free', () => {
    const t = cartTotals([], { coins: 10, points: 10 });
    expect(t).toMatchObject({ itemCount: 0, grandTotalSen: 0, coinsUsed: 0, isFree: false });
  });

  it('keeps every sen: subtotal = discount + coins + points + grand total', () => {
    for (const [price, qty, disc, coins, points] of [
      [999, 3, 1, 7, 2],
      [1, 1, 0, 1, 1],
      [123456, 2, 3456, 1000, 999],
    ] as const) {
      const t = cartTotals([line(price, qty, disc)], { coins, points: points * 100 });
      expect(t.discountSen + t.coinsSen + t.pointsSen + t.grandTotalSen).toBe(t.subtotalSen);
      expect(t.grandTotalSen).toBeGreaterThanOrEqual(0);
    }
  });
});
