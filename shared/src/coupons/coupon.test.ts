import { describe, expect, it } from 'vitest';
import { couponInputSchema, normalizeCouponCode } from './coupon';

describe('normalizeCouponCode', () => {
  it('trims and upper-cases codes, refusing what cannot be one', () => {
    expect(normalizeCouponCode(' mahir10 ')).toBe('MAHIR10');
    expect(normalizeCouponCode('RAYA-2026_A')).toBe('RAYA-2026_A');
    for (const bad of ['', 'ab', '-ABC', 'MAHIR 10', 'A'.repeat(31), 'KOD%', "x' or 1=1"])
      expect(normalizeCouponCode(bad)).toBeNull();
  });
});

describe('couponInputSchema', () => {
  const valid = {
    code: 'raya10',
    value: { kind: 'percent', basisPoints: 1000 },
    productTypes: ['package'],
    minSpendSen: 0,
    startsAt: '2026-03-01T00:00:00Z',
    endsAt: '2026-04-01T00:00:00Z',
    totalLimit: 100,
    perUserLimit: 1,
    active: true,
  };
  it('accepts a coupon and normalises its code', () => {
    const parsed = couponInputSchema.parse(valid);
    expect(parsed.code).toBe('RAYA10');
    expect(parsed.owner).toBeNull();
    const partner = couponInputSchema.parse({ ...valid, owner: { kind: 'reseller', id: 3 } });
    expect(partner.owner).toEqual({ kind: 'reseller', id: 3 });
  });
  it('refuses bad values, an end before the start, zero limits and no product types', () => {
    const bad = [
      { code: 'x' },
      { value: { kind: 'percent', basisPoints: 0 } },
      { value: { kind: 'percent', basisPoints: 10_001 } },
      { value: { kind: 'fixed', amountSen: 12.5 } },
      { value: { kind: 'free' } },
      { productTypes: [] },
      { productTypes: ['ticket'] },
      { minSpendSen: -1 },
      { endsAt: '2026-02-01T00:00:00Z' },
      { totalLimit: 0 },
      { perUserLimit: 1.5 },
      { owner: { kind: 'tutor', id: 1 } },
      { owner: { kind: 'affiliate', id: 0 } },
    ];
    for (const change of bad)
      expect(couponInputSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
