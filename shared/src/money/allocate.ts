import { assertSen, type Sen } from './sen';

/**
 * Splits `totalSen` in proportion to `weights` without losing or inventing a sen (largest remainder).
 * Leftover sen go to the largest fractional parts; ties go to the earlier weight, so the result is
 * deterministic. All-zero weights split evenly.
 *
 * @example allocate(100, [1, 1, 1]) // [34, 33, 33]
 * @example allocate(1000, [70, 30]) // [700, 300]
 */
export function allocate(totalSen: Sen, weights: readonly number[]): Sen[] {
  assertSen(totalSen, 'total');
  if (weights.length === 0) {
    if (totalSen === 0) return [];
    throw new RangeError('cannot allocate a non-zero total over no weights');
  }
  for (const w of weights) {
    if (!Number.isFinite(w) || w < 0)
      throw new RangeError(`weights must be finite and non-negative, got ${w}`);
  }
  const sum = weights.reduce((s, w) => s + w, 0);
  const shares = sum === 0 ? weights.map(() => 1) : weights;
  const shareSum = sum === 0 ? weights.length : sum;
  // Integer weights keep exact arithmetic with BigInt; fractional ones fall back to floats for the floors.
  const exact = shares.every((w) => Number.isSafeInteger(w));
  const parts: Array<{ index: number; floor: number; remainder: number }> = shares.map((w, index) => {
    if (exact) {
      const product = BigInt(totalSen) * BigInt(w);
      const d = BigInt(shareSum);
      return { index, floor: Number(product / d), remainder: Number(product % d) / shareSum };
    }
    const raw = (totalSen * w) / shareSum;
    const floor = Math.floor(raw);
    return { index, floor, remainder: raw - floor };
  });
  let left = totalSen - parts.reduce((s, p) => s + p.floor, 0);
  const order = [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const out = parts.map((p) => p.floor);
  for (let i = 0; left > 0; i = (i + 1) % order.length, left--) {
    const target = order[i];
    if (target) out[target.index] = (out[target.index] ?? 0) + 1;
  }
  return out;
}
