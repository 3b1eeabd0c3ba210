/** Integer sen: the only money unit below the UI (RM 1.00 = 100 sen). */
export type Sen = number;

/** What one Mahir Coin is worth: one ringgit. */
export const COIN_VALUE_SEN = 100;
/** What one Mahir Point is worth: one sen. */
export const POINT_VALUE_SEN = 1;

/** True for a whole, non-negative, safe number of sen. */
export function isSen(value: unknown): value is Sen {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Throws unless `value` is a whole, non-negative number of sen; returns it typed. */
export function assertSen(value: number, what = 'amount'): Sen {
  if (!isSen(value))
    throw new RangeError(`${what} must be a whole, non-negative number of sen, got ${value}`);
  return value;
}

/** Sums sen exactly; throws on anything that is not whole sen. */
export function sumSen(values: readonly number[]): Sen {
  let total = 0;
  for (const v of values) total += assertSen(v);
  return assertSen(total, 'sum');
}

/** Sen as the decimal ringgit string providers expect: 1250 -> '12.50'. */
export function senToDecimal(sen: Sen): string {
  assertSen(sen);
  return `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;
}

/** A provider's decimal ringgit ('12.5', '12.50', '12') as sen, or null when it is not an exact amount. */
export function decimalToSen(text: string): Sen | null {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Line total: unit price less its discount, times the quantity, never below zero. */
export function lineTotalSen(unitPriceSen: Sen, quantity: number, discountSen: Sen = 0): Sen {
  return Math.max(0, assertSen(unitPriceSen) - assertSen(discountSen)) * quantity;
}
