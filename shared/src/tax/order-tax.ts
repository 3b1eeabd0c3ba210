import type { TaxTypeCode } from '../einvoice/codes';
import { taxOfInclusive } from '../einvoice/line-amounts';
import { allocate } from '../money/allocate';
import { assertSen, type Sen } from '../money/sen';
import type { OrderItemType } from '../rules/order-state';
import { type TaxTable, taxTreatment } from './tax-codes';

/** A line before points: what its items cost after the line's own discount and its coupon share. */
export interface LineBeforePoints {
  itemType: OrderItemType;
  /** (unit price - unit discount) x quantity, tax included. */
  listSen: Sen;
  /** The line's share of the coupon discount (`allocateCouponDiscount`). */
  couponSen: Sen;
}

/**
 * What each line is charged: its list amount less its coupon share and its share of the Mahir Points spent
 * on the order (allocated over what is left of each line, so no line goes below zero). Points are
 * Mahir's own reward, so they lower the price like a discount; coins were bought with money, so they are a
 * way of paying and lower nothing (docs/tax.md). The charges add up to the order's total before coins.
 */
export function lineCharges(lines: readonly LineBeforePoints[], pointsSen: Sen): Sen[] {
  const afterCoupon = lines.map((l) => {
    const left = assertSen(l.listSen, 'line amount') - assertSen(l.couponSen, 'coupon share');
    if (left < 0) throw new RangeError('a coupon share exceeds its line');
    return left;
  });
  const total = afterCoupon.reduce((s, v) => s + v, 0);
  if (assertSen(pointsSen, 'points') > total) throw new RangeError('points exceed the order');
  if (lines.length === 0) return [];
  const points = allocate(pointsSen, afterCoupon);
  return afterCoupon.map((v, i) => v - (points[i] ?? 0));
}

/** The tax of one charged line: taken out of the tax-inclusive charge once, half up to the sen. */
export interface LineTaxAmounts {
  itemType: OrderItemType;
  type: TaxTypeCode;
  rateBasisPoints: number;
  /** What the buyer pays for the line, tax included. */
  chargeSen: Sen;
  taxSen: Sen;
  /** `chargeSen - taxSen`. */
  excludingTaxSen: Sen;
}

/** An order's tax: per line, per tax type and rate (for receipts and the monthly report), and in total. */
export interface OrderTax {
  lines: LineTaxAmounts[];
  byRate: Array<{ type: TaxTypeCode; rateBasisPoints: number; excludingTaxSen: Sen; taxSen: Sen }>;
  chargeSen: Sen;
  taxSen: Sen;
  excludingTaxSen: Sen;
}

/**
 * The tax in an order whose prices include it. Each line's tax is `includedTaxSen(charge, rate)` (through
 * the e-Invoice's `taxOfInclusive`), computed once per line and never re-derived from totals, so the
 * receipt, the e-Invoice and the ledger agree: per line and in total, excluding + tax = charge, to the sen.
 *
 * @example orderTax([{ itemType: 'course', chargeSen: 10_800 }], DEFAULT_TAX_TABLE, 800).taxSen // 800
 */
export function orderTax(
  lines: ReadonlyArray<{ itemType: OrderItemType; chargeSen: Sen }>,
  table: TaxTable,
  sstRateBasisPoints: number,
): OrderTax {
  const taxed = lines.map((l): LineTaxAmounts => {
    const treatment = taxTreatment(table[l.itemType], sstRateBasisPoints);
    const taxSen = taxOfInclusive(assertSen(l.chargeSen, 'line charge'), treatment);
    return {
      itemType: l.itemType,
      type: treatment.type,
      rateBasisPoints: treatment.rateBasisPoints,
      chargeSen: l.chargeSen,
      taxSen,
      excludingTaxSen: l.chargeSen - taxSen,
    };
  });
  const groups = new Map<string, OrderTax['byRate'][number]>();
  for (const l of taxed) {
    const key = `${l.type}:${l.rateBasisPoints}`;
    const group = groups.get(key) ?? {
      type: l.type,
      rateBasisPoints: l.rateBasisPoints,
      excludingTaxSen: 0,
      taxSen: 0,
    };
    group.excludingTaxSen += l.excludingTaxSen;
    group.taxSen += l.taxSen;
    groups.set(key, group);
  }
  const sum = (f: (l: LineTaxAmounts) => Sen) => taxed.reduce((s, l) => s + f(l), 0);
  return {
    lines: taxed,
    byRate: [...groups.values()],
    chargeSen: sum((l) => l.chargeSen),
    taxSen: sum((l) => l.taxSen),
    excludingTaxSen: sum((l) => l.excludingTaxSen),
  };
}
