import { describe, expect, it } from 'vitest';
import { applyCouponToCart } from './coupon-apply';
import { DEMO_COUPON_MAHIR10 } from './demo-coupon';

const AT = '2026-03-10T00:00:00.000Z';
const usage = { total: 0, byUser: 0 };

describe('applyCouponToCart', () => {
  it('takes MAHIR10 once on the eligible total and spreads it over the eligible lines only', () => {
    const r = applyCouponToCart(
      DEMO_COUPON_MAHIR10,
      {
        userId: 5,
        lines: [
          { itemType: 'course', listSen: 4990 },
          { itemType: 'coin_pack', listSen: 10_000 },
          { itemType: 'event', listSen: 1005 },
        ],
      },
      usage,
      AT,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // 10 % of 5,995 sen = 599.5 -> 600, split 4990 : 1005 by allocate().
    expect(r.discountSen).toBe(600);
    expect(r.perLine).toEqual([499, 0, 101]);
    expect(r.perLine.reduce((s, v) => s + v, 0)).toBe(r.discountSen);
  });

  it('answers the refusal of checkCoupon and no discount', () => {
    expect(
      applyCouponToCart(null, { userId: 5, lines: [{ itemType: 'course', listSen: 100 }] }, usage, AT),
    ).toEqual({
      ok: false,
      reason: 'unknown_code',
    });
    expect(
      applyCouponToCart(
        DEMO_COUPON_MAHIR10,
        { userId: 5, lines: [{ itemType: 'coin_pack', listSen: 100 }] },
        usage,
        AT,
      ),
    ).toEqual({ ok: false, reason: 'no_eligible_items' });
  });

  it('never gives a line more than it costs, over random carts', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const kinds = ['course', 'event', 'package', 'merchandise', 'coin_pack'] as const;
    for (let i = 0; i < 500; i++) {
      const lines = Array.from({ length: 1 + rand(6) }, () => ({
        itemType: kinds[rand(kinds.length)] ?? 'course',
        listSen: rand(50_000),
      }));
      const r = applyCouponToCart(DEMO_COUPON_MAHIR10, { userId: 1, lines }, usage, AT);
      if (!r.ok) continue;
      r.perLine.forEach((share, j) => {
        expect(share).toBeLessThanOrEqual(lines[j]?.listSen ?? 0);
        if (lines[j]?.itemType === 'coin_pack') expect(share).toBe(0);
      });
      expect(r.perLine.reduce((s, v) => s + v, 0)).toBe(r.discountSen);
    }
  });
});
