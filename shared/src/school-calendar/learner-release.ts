import type { CalendarDay } from '../rules/malaysia-time';
import type { SchoolCalendar } from './school-calendar';
import { FRIDAY_WEEKEND_STATES, type SchoolGroup, schoolGroupAmong } from './school-states';
import { type ChapterRelease, chapterRelease } from './school-week';

/** The highest school week a tutor may pick; weeks past a year's last open with its last (`chapterRelease`). */
export const MAX_RELEASE_WEEK = 52;

/**
 * A learner's calendar group in a year: group A's calendar of that year names the states with a Friday–Saturday
 * weekend (the admin keeps the list with the dates); without one, `FRIDAY_WEEKEND_STATES`.
 */
export function schoolGroupIn(
  calendars: readonly SchoolCalendar[],
  year: number,
  stateName: string | null | undefined,
): SchoolGroup {
  const a = calendars.find((c) => c.year === year && c.group === 'A');
  return schoolGroupAmong(stateName, a?.friday_weekend_states ?? FRIDAY_WEEKEND_STATES);
}

/**
 * Whether a package course's chapter is open to a learner of `stateName` on Malaysia day `day`: a chapter with
 * no release week is open; else its school week in that year's calendar of the learner's group decides.
 */
export function chapterReleaseFor(
  calendars: readonly SchoolCalendar[],
  stateName: string | null | undefined,
  releaseWeek: number | null,
  day: CalendarDay,
): ChapterRelease {
  if (releaseWeek === null) return { open: true };
  const group = schoolGroupIn(calendars, Number(day.slice(0, 4)), stateName);
  return chapterRelease(calendars, group, releaseWeek, day);
}
