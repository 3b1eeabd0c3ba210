import { assertSen, type Sen } from './sen';

/**
 * The tax contained in a tax-inclusive amount (prices are shown with tax included), at a rate in basis
 * points (8 % = 800), rounded half up to the sen: `gross * rate / (100 % + rate)`. What is left,
 * `gross - tax`, is the amount excluding tax, so the two always add back to the price to the sen.
 *
 * @example includedTaxSen(10_800, 800) // 800: RM 108.00 at 8 % holds RM 8.00 of tax
 * @example includedTaxSen(1000, 800) // 74 (74.07 rounded)
 */
export function includedTaxSen(grossSen: Sen, rateBasisPoints: number): Sen {
  assertSen(grossSen, 'gross');
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0)
    throw new RangeError(`a tax rate must be whole, non-negative basis points, got ${rateBasisPoints}`);
  const gross = BigInt(grossSen);
  const rate = BigInt(rateBasisPoints);
  const divisor = 10_000n + rate;
  // Half up in integers: floor((2 * gross * rate + divisor) / (2 * divisor)).
  return Number((2n * gross * rate + divisor) / (2n * divisor));
}

/** A tax rate given in percent (`8`, `6.5`) as basis points, or null when it is not a valid rate. */
export function percentToBasisPoints(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}
