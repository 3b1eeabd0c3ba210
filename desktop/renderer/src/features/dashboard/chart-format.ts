/** A chart's days and totals as recharts rows, each day shown short by `shortDay` ('5 Mar'). */
export function chartRows(
  date: readonly string[],
  total: readonly number[],
  shortDay: (day: string) => string,
) {
  return date.map((day, i) => ({ day: shortDay(day), total: total[i] ?? 0 }));
}
