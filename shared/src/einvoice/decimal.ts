import { assertSen, type Sen } from '../money/sen';

/**
 * A decimal number written into the document's JSON exactly as its text (`12.50`, `8`), so integer sen
 * become decimals only at the edge and never pass through floating point.
 */
export class UblDecimal {
  constructor(readonly text: string) {}
}

/** Sen as a two-place decimal: 1250 -> `12.50`. */
export function money(sen: Sen): UblDecimal {
  assertSen(sen);
  return new UblDecimal(`${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`);
}

/** A rate in basis points as a percent without trailing zeros: 800 -> `8`, 650 -> `6.5`. */
export function percent(basisPoints: number): UblDecimal {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0)
    throw new RangeError(`a rate must be whole, non-negative basis points, got ${basisPoints}`);
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return new UblDecimal(fraction ? `${whole}.${fraction}` : String(whole));
}

/** A whole quantity. */
export function quantity(n: number): UblDecimal {
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new RangeError(`a quantity must be a positive integer, got ${n}`);
  return new UblDecimal(String(n));
}

/**
 * A received JSON amount (a number, or a numeric string as some services answer) as sen, or null when it
 * is not a finite, non-negative amount with at most two decimal places.
 */
export function amountToSen(value: unknown): Sen | null {
  const n = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return null;
  const scaled = n * 100;
  const sen = Math.round(scaled);
  return Math.abs(scaled - sen) < 1e-6 && Number.isSafeInteger(sen) ? sen : null;
}
