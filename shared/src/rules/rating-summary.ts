/** Bar colours of the per-star breakdown, 5 stars first: green for praise down to red for complaints. */
export const RATE_COLORS: Readonly<Record<number, string>> = {
  5: '#2b8a3e',
  4: '#5c940d',
  3: '#e67700',
  2: '#d9480f',
  1: '#c92a2a',
};

export interface RateRow {
  /** The star value, 5 down to 1. */
  star: number;
  /** How many reviews gave it. */
  no: number;
  /** Its share of all reviews, a whole percent. */
  percent: number;
  color: string;
}

export interface RatingSummary {
  /** Average rating with one decimal; 0 without reviews. */
  rating: number;
  /** Number of reviews. */
  total: number;
  rates: RateRow[];
}

/** Average with one decimal from a course's counters (rating_sum over feedback_count). */
export function averageRating(ratingSum: number, count: number): number {
  return count <= 0 ? 0 : Math.round((ratingSum / count) * 10) / 10;
}

/**
 * The feedback aggregate of a course (spec 001 §3: rating and rates with no, percent, color), from the number
 * of reviews per star. Percents use the largest remainder so the bars add up to exactly 100.
 */
export function ratingSummary(countsByStar: Readonly<Record<number, number>>): RatingSummary {
  const stars = [5, 4, 3, 2, 1];
  const counts = stars.map((s) => Math.max(0, Math.trunc(countsByStar[s] ?? 0)));
  const total = counts.reduce((a, b) => a + b, 0);
  const sum = counts.reduce((acc, n, i) => acc + n * (stars[i] ?? 0), 0);
  const exact = counts.map((n) => (total === 0 ? 0 : (n * 100) / total));
  const percents = exact.map(Math.floor);
  let left = total === 0 ? 0 : 100 - percents.reduce((a, b) => a + b, 0);
  // Hand the missing points to the largest remainders; ties go to the higher star.
  const order = exact.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    percents[i] = (percents[i] ?? 0) + 1;
    left -= 1;
  }
  return {
    rating: averageRating(sum, total),
    total,
    rates: stars.map((star, i) => ({
      star,
      no: counts[i] ?? 0,
      percent: percents[i] ?? 0,
      color: RATE_COLORS[star] ?? '#868e96',
    })),
  };
}
