import { describe, expect, it } from 'vitest';
import { includedTaxSen } from '../money/included-tax';
import { ORDER_ITEM_TYPES, type OrderItemType } from '../rules/order-state';
import { lineCharges, orderTax } from './order-tax';
import { DEFAULT_TAX_TABLE, taxTableWith } from './tax-codes';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe('orderTax', () => {
  it('takes the tax out of each line once, half up, and groups by rate', () => {
    const tax = orderTax(
      [
        { itemType: 'package', chargeSen: 10_800 },
        { itemType: 'course', chargeSen: 1000 },
        { itemType: 'merchandise', chargeSen: 4990 },
        { itemType: 'coin_pack', chargeSen: 5000 },
      ],
      DEFAULT_TAX_TABLE,
      800,
    );
    expect(tax.lines.map((l) => l.taxSen)).toEqual([800, 74, 0, 0]);
    expect(tax.lines.map((l) => l.excludingTaxSen)).toEqual([10_000, 926, 4990, 5000]);
    expect(tax.byRate).toEqual([
      { type: '02', rateBasisPoints: 800, excludingTaxSen: 10_926, taxSen: 874 },
      { type: '06', rateBasisPoints: 0, excludingTaxSen: 9990, taxSen: 0 },
    ]);
    expect(tax).toMatchObject({ chargeSen: 21_790, taxSen: 874, excludingTaxSen: 20_916 });
  });

  it('rounds per line, not on the total: fourteen lines of RM 10.00 hold 14 x 74 sen, not 1037.04 rounded', () => {
    const lines = Array.from({ length: 14 }, () => ({ itemType: 'course' as const, chargeSen: 1000 }));
    const tax = orderTax(lines, DEFAULT_TAX_TABLE, 800);
    expect(tax.taxSen).toBe(14 * 74);
    // Rounding the order's total once would say otherwise: the per-line figures are the ones kept.
    expect(includedTaxSen(14_000, 800)).toBe(1037);
    expect(tax.lines.every((l) => l.taxSen === 74 && l.excludingTaxSen === 926)).toBe(true);
  });

  it('follows an admin table and its own rates', () => {
    const table = taxTableWith({ merchandise: { type: '01', rateBasisPoints: 1000 } });
    const tax = orderTax([{ itemType: 'merchandise', chargeSen: 1100 }], table, 800);
    expect(tax.lines[0]).toMatchObject({
      type: '01',
      rateBasisPoints: 1000,
      taxSen: 100,
      excludingTaxSen: 1000,
    });
  });

  it('property: every figure adds up to the sen on random orders', () => {
    const next = rng(20261126);
    for (let run = 0; run < 2000; run++) {
      const n = 1 + Math.floor(next() * 6);
      const lines = Array.from({ length: n }, () => ({
        itemType: ORDER_ITEM_TYPES[Math.floor(next() * ORDER_ITEM_TYPES.length)] as OrderItemType,
        chargeSen: Math.floor(next() * 500_000),
      }));
      const rate = [0, 600, 800, 1000][Math.floor(next() * 4)] ?? 800;
      const tax = orderTax(lines, DEFAULT_TAX_TABLE, rate);
      expect(tax.chargeSen).toBe(lines.reduce((s, l) => s + l.chargeSen, 0));
      expect(tax.excludingTaxSen + tax.taxSen).toBe(tax.chargeSen);
      expect(tax.byRate.reduce((s, g) => s + g.taxSen, 0)).toBe(tax.taxSen);
      expect(tax.byRate.reduce((s, g) => s + g.excludingTaxSen, 0)).toBe(tax.excludingTaxSen);
      tax.lines.forEach((l, i) => {
        const line = lines[i];
        if (!line) throw new Error('line missing');
        const charged = l.type === '02' ? includedTaxSen(line.chargeSen, rate) : 0;
        expect(l.taxSen).toBe(charged);
        expect(l.excludingTaxSen + l.taxSen).toBe(line.chargeSen);
      });
    }
  });
});

describe('lineCharges', () => {
  it('takes the coupon share and then the points, allocated over what is left of each line', () => {
    expect(
      lineCharges(
        [
          { itemType: 'package', listSen: 5000, couponSen: 500 },
          { itemType: 'merchandise', listSen: 3000, couponSen: 0 },
          { itemType: 'course', listSen: 1000, couponSen: 1000 },
        ],
        750,
      ),
    ).toEqual([4050, 2700, 0]);
  });

  it('never drives a line below zero and refuses points above the order', () => {
    expect(
      lineCharges(
        [
          { itemType: 'course', listSen: 1, couponSen: 0 },
          { itemType: 'course', listSen: 2, couponSen: 0 },
        ],
        3,
      ),
    ).toEqual([0, 0]);
    expect(() => lineCharges([{ itemType: 'course', listSen: 100, couponSen: 0 }], 101)).toThrow(RangeError);
    expect(() => lineCharges([{ itemType: 'course', listSen: 100, couponSen: 101 }], 0)).toThrow(RangeError);
    expect(lineCharges([], 0)).toEqual([]);
  });

  it('property: charges add up to the order before coins', () => {
    const next = rng(7);
    for (let run = 0; run < 1000; run++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 5) }, () => {
        const listSen = Math.floor(next() * 100_000);
        return { itemType: 'course' as const, listSen, couponSen: Math.floor(next() * listSen) };
      });
      const left = lines.reduce((s, l) => s + l.listSen - l.couponSen, 0);
      const points = Math.floor(next() * left);
      const charges = lineCharges(lines, points);
      expect(charges.reduce((s, c) => s + c, 0)).toBe(left - points);
      charges.forEach((c, i) => {
        expect(c).toBeGreaterThanOrEqual(0);
        expect(c).toBeLessThanOrEqual((lines[i]?.listSen ?? 0) - (lines[i]?.couponSen ?? 0));
      });
    }
  });
});
