import { DEFAULT_VIDEO_QUALITY } from '../constants';

/**
 * Which of the qualities a module really has plays first: the spec's default (1080p) when it exists,
 * else the best one below it, else the lowest above it. Answers the index in the list, -1 when empty.
 */
export function defaultQualityIndex(
  qualities: ReadonlyArray<number | null>,
  preferred: number = DEFAULT_VIDEO_QUALITY,
): number {
  if (qualities.length === 0) return -1;
  const known = qualities.flatMap((q, i) => (q === null ? [] : [{ q, i }]));
  const below = known.filter((x) => x.q <= preferred).sort((a, b) => b.q - a.q)[0];
  if (below) return below.i;
  const above = known.sort((a, b) => a.q - b.q)[0];
  return above ? above.i : 0;
}
