/** Percent of watched modules over total, rounded to a whole number (spec 001 §9). */
export function moduleProgress(watched: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(watched, total) / total) * 100);
}

/** Quiz score as a whole percent. */
export function quizScore(correct: number, total: number): number {
  return total <= 0 ? 0 : Math.round((correct / total) * 100);
}
