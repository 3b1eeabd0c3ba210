/**
 * Years offered by statistics selectors. The specs give two readings; we take "2001 up to the
 * current year" (spec 002 states it outright, and it lets users see the current year's data).
 */
export function statisticYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let y = currentYear; y >= 2001; y -= 1) years.push(y);
  return years;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
