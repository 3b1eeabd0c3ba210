import { defaultQualityIndex } from '../rules/video-quality';

/**
 * The quality a download gets among those the module has (highest first): the one asked for, else the
 * nearest below it (never more data than the learner chose), else the lowest; with none asked, the one the
 * player starts with. Undefined when the module has none.
 */
export function offlineQualityIndex(
  available: readonly (number | null)[],
  wanted: number | null,
): number | undefined {
  if (available.length === 0) return undefined;
  if (wanted === null) return defaultQualityIndex(available);
  const exact = available.indexOf(wanted);
  if (exact >= 0) return exact;
  let best: number | undefined;
  available.forEach((q, i) => {
    if (q !== null && q <= wanted && (best === undefined || q > (available[best] ?? 0))) best = i;
  });
  if (best !== undefined) return best;
  let lowest = 0;
  available.forEach((q, i) => {
    if (q !== null && q < (available[lowest] ?? Number.POSITIVE_INFINITY)) lowest = i;
  });
  return lowest;
}
