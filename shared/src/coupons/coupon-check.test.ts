import { describe, expect, it } from 'vitest';
import type { Coupon } from './coupon';
import { type CouponCartLine, type CouponRefusal, checkCoupon } from './coupon-check';
import { DEMO_COUPON_MAHIR10 } from './demo-coupon';

const coupon: Coupon = {
  code: 'RAYA10',
  value: { kind: 'percent', basisPoints: 1000 },
  productTypes: ['package', 'merchandise'],
  minSpendSen: 5000,
  startsAt: '2026-03-01T00:00:00.000Z',
  endsAt: '2026-04-01T00:00:00.000Z',
  totalLimit: 100,
  perUserLimit: 1,
  owner: { kind: 'reseller', id: 3, userId: 30 },
  active: true,
};
const cart: { userId: number | null; lines: CouponCartLine[] } = {
  userId: 7,
  lines: [
    { itemType: 'package' as const, listSen: 4000 },
    { itemType: 'merchandise' as const, listSen: 2000 },
    { itemType: 'course' as const, listSen: 9000 },
  ],
};
const usage = { total: 10, byUser: 0 };
const AT = '2026-03-10T00:00:00.000Z';

describe('checkCoupon', () => {
  it('applies, naming the eligible lines and their amount', () => {
    expect(checkCoupon(coupon, cart, usage, AT)).toEqual({
      ok: true,
      coupon,
      eligibleSen: 6000,
      eligible: [true, true, false],
    });
  });

  const refusals: Array<
    [
      string,
      Coupon | null,
      typeof cart,
      typeof usage | { total: number; byUser: null },
      string,
      CouponRefusal,
    ]
  > = [
    ['no such code', null, cart, usage, AT, 'unknown_code'],
    ['switched off', { ...coupon, active: false }, cart, usage, AT, 'unknown_code'],
    ['before its start', coupon, cart, usage, '2026-02-28T23:59:59.999Z', 'not_started'],
    ['at its end (exclusive)', coupon, cart, usage, '2026-04-01T00:00:00.000Z', 'expired'],
    ['used up by everyone', coupon, cart, { total: 100, byUser: 0 }, AT, 'used_up'],
    [
      'a visitor and a per-user limit',
      coupon,
      { ...cart, userId: null },
      { total: 0, byUser: null },
      AT,
      'login_required',
    ],
    ['already used by this buyer', coupon, cart, { total: 10, byUser: 1 }, AT, 'already_used'],
    ['the owner using their own coupon', coupon, { ...cart, userId: 30 }, usage, AT, 'own_coupon'],
    [
      'no line of its product types',
      coupon,
      { ...cart, lines: [{ itemType: 'course', listSen: 9000 }] },
      usage,
      AT,
      'no_eligible_items',
    ],
    [
      'eligible lines cost nothing',
      coupon,
      { ...cart, lines: [{ itemType: 'package', listSen: 0 }] },
      usage,
      AT,
      'no_eligible_items',
    ],
    [
      'eligible lines below the minimum (other lines do not count)',
      coupon,
      {
        ...cart,
        lines: [
          { itemType: 'package', listSen: 4999 },
          { itemType: 'course', listSen: 9000 },
        ],
      },
      usage,
      AT,
      'below_minimum',
    ],
  ];
  it.each(refusals)('refuses: %s', (_name, c, k, u, at, reason) => {
    expect(checkCoupon(c, k, u, at)).toEqual({ ok: false, reason });
  });

  it('takes the minimum exactly, and open dates and limits', () => {
    const exact = { ...cart, lines: [{ itemType: 'package' as const, listSen: 5000 }] };
    expect(checkCoupon(coupon, exact, usage, AT).ok).toBe(true);
    const open = {
      ...coupon,
      startsAt: null,
      endsAt: null,
      totalLimit: null,
      perUserLimit: null,
      owner: null,
    };
    expect(
      checkCoupon(open, { ...cart, userId: null }, { total: 10 ** 6, byUser: null }, '2099-01-01T00:00:00Z')
        .ok,
    ).toBe(true);
  });

  it('MAHIR10 applies to subscription and merchandise carts, not coin packs', () => {
    const demo = (itemType: 'course' | 'event' | 'package' | 'merchandise' | 'coin_pack') =>
      checkCoupon(
        DEMO_COUPON_MAHIR10,
        { userId: 1, lines: [{ itemType, listSen: 1000 }] },
        { total: 0, byUser: 5 },
        AT,
      ).ok;
    expect(['course', 'event', 'package', 'merchandise'].map((t) => demo(t as 'course'))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(demo('coin_pack')).toBe(false);
  });
});
