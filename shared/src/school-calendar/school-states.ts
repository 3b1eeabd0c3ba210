/**
 * The two groups of the Ministry of Education's school calendar. Group A: the states whose weekend is Friday and
 * Saturday, whose school week runs Sunday to Thursday. Group B: every other state and federal territory, weekend
 * Saturday and Sunday, school week Monday to Friday.
 */
export type SchoolGroup = 'A' | 'B';

/** Every state and federal territory, as the seed names them (`states.name`). */
export const MALAYSIAN_STATES = [
  'Johor',
  'Kedah',
  'Kelantan',
  'Melaka',
  'Negeri Sembilan',
  'Pahang',
  'Perak',
  'Perlis',
  'Pulau Pinang',
  'Sabah',
  'Sarawak',
  'Selangor',
  'Terengganu',
  'Wilayah Persekutuan Kuala Lumpur',
  'Wilayah Persekutuan Labuan',
  'Wilayah Persekutuan Putrajaya',
] as const;

/**
 * Group A, as of the 2025 school session: Kedah, Kelantan and Terengganu. Johor kept a Friday–Saturday weekend
 * from 2014 and returned to Saturday–Sunday on 1 January 2025, so it is in group B from the 2025/2026 session
 * on (KPM's 2025/2026 calendar lists Johor in group B). A state that changes its weekend again is one line here.
 */
export const FRIDAY_WEEKEND_STATES: readonly string[] = ['Kedah', 'Kelantan', 'Terengganu'];

/** The calendar group of a state; a learner with no state, or one we do not know, follows group B (most pupils). */
export function schoolGroupOf(stateName: string | null | undefined): SchoolGroup {
  return schoolGroupAmong(stateName, FRIDAY_WEEKEND_STATES);
}

/** The calendar group of a state when `fridayWeekendStates` are the states of group A (an admin's list). */
export function schoolGroupAmong(
  stateName: string | null | undefined,
  fridayWeekendStates: readonly string[],
): SchoolGroup {
  const name = (stateName ?? '').trim().toLowerCase();
  return fridayWeekendStates.some((s) => s.toLowerCase() === name) ? 'A' : 'B';
}

/** Days of the week as `Date#getUTCDay` numbers them: 0 Sunday ... 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The group's weekend days. */
export function weekendOf(group: SchoolGroup): readonly Weekday[] {
  return group === 'A' ? [5, 6] : [6, 0];
}

/** The day a school week starts on: Sunday in group A, Monday in group B. */
export function weekStartOf(group: SchoolGroup): Weekday {
  return group === 'A' ? 0 : 1;
}
