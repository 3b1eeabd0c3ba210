import { addDays, type CalendarDay } from '../rules/malaysia-time';
import type { SchoolCalendar } from './school-calendar';
import { type SchoolGroup, type Weekday, weekendOf, weekStartOf } from './school-states';

/** One school week: its number, its first and last day (week start to the day before the next), the day it opens. */
export interface SchoolWeek {
  week: number;
  start: CalendarDay;
  end: CalendarDay;
  /** The week's first school day: a term day, not a weekend day of the group, not a holiday. */
  opens: CalendarDay;
}

const weekday = (day: CalendarDay) => new Date(`${day}T00:00:00Z`).getUTCDay() as Weekday;

/** The first day of the group's week that holds `day`. */
export function weekStart(day: CalendarDay, group: SchoolGroup): CalendarDay {
  const back = (weekday(day) - weekStartOf(group) + 7) % 7;
  return addDays(day, -back);
}

function inTerm(calendar: SchoolCalendar, day: CalendarDay): boolean {
  return calendar.terms.some((t) => t.start <= day && day <= t.end);
}

function isSchoolDay(calendar: SchoolCalendar, day: CalendarDay): boolean {
  return (
    inTerm(calendar, day) &&
    !weekendOf(calendar.group).includes(weekday(day)) &&
    !calendar.holidays.some((h) => h.start <= day && day <= h.end)
  );
}

/**
 * The numbered school weeks of a calendar, as schools count them: every week (Sunday–Saturday in group A,
 * Monday–Sunday in group B) with at least one term weekday is the next week; weeks wholly in a term break or the
 * year-end holiday are not counted. A holiday inside a term moves the day a week opens but the week still counts;
 * a week whose every term weekday is a holiday opens on the next school day.
 */
export function schoolWeeks(calendar: SchoolCalendar): SchoolWeek[] {
  const weeks: SchoolWeek[] = [];
  const first = calendar.terms[0];
  const last = calendar.terms.at(-1);
  if (!first || !last) return weeks;
  const weekend = weekendOf(calendar.group);
  const lastSchoolDay = last.end;
  for (
    let start = weekStart(first.start, calendar.group);
    start <= lastSchoolDay;
    start = addDays(start, 7)
  ) {
    const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
    const counts = days.some((d) => inTerm(calendar, d) && !weekend.includes(weekday(d)));
    if (!counts) continue;
    let opens = days.find((d) => isSchoolDay(calendar, d));
    // Every term weekday of this week is a holiday: it opens on the next school day there is.
    for (let d = addDays(start, 7); !opens && d <= lastSchoolDay; d = addDays(d, 1))
      if (isSchoolDay(calendar, d)) opens = d;
    weeks.push({ week: weeks.length + 1, start, end: addDays(start, 6), opens: opens ?? start });
  }
  return weeks;
}

/** Where a day falls in a calendar. */
export type SchoolWeekPlace =
  | { kind: 'week'; week: SchoolWeek }
  /** In a term break or a week with no school: the next week and when it opens. */
  | { kind: 'break'; next: SchoolWeek }
  | { kind: 'before'; next: SchoolWeek }
  | { kind: 'after' };

/** The school week a day is in, or the break it falls in and the week that comes next. */
export function schoolWeekOf(calendar: SchoolCalendar, day: CalendarDay): SchoolWeekPlace {
  const weeks = schoolWeeks(calendar);
  const first = weeks[0];
  if (!first) return { kind: 'after' };
  if (day < first.start) return { kind: 'before', next: first };
  const week = weeks.find((w) => w.start <= day && day <= w.end);
  if (week) return { kind: 'week', week };
  const next = weeks.find((w) => w.start > day);
  return next ? { kind: 'break', next } : { kind: 'after' };
}

/** The day school week `week` opens in this calendar, or null when the year has fewer weeks. */
export function schoolWeekOpens(calendar: SchoolCalendar, week: number): CalendarDay | null {
  return schoolWeeks(calendar)[week - 1]?.opens ?? null;
}

/** Whether a chapter released in school week `week` is open on `day` (it opens on the week's first school day). */
export type ChapterRelease =
  | { open: true }
  | { open: false; opens: CalendarDay }
  /** No calendar for that year and group: the chapter stays open rather than lock out paying learners. */
  | { open: true; noCalendar: true };

/**
 * A chapter released by school week, for a learner of `group` on Malaysia day `day`: the calendar of that
 * calendar year and group decides. Chapters follow each school year afresh: in a new year they open again with
 * its weeks. A week number past the year's last week opens with the last week.
 */
export function chapterRelease(
  calendars: readonly SchoolCalendar[],
  group: SchoolGroup,
  week: number,
  day: CalendarDay,
): ChapterRelease {
  const year = Number(day.slice(0, 4));
  const calendar = calendars.find((c) => c.year === year && c.group === group);
  if (!calendar) return { open: true, noCalendar: true };
  const weeks = schoolWeeks(calendar);
  const target = weeks[Math.min(Math.max(1, week), weeks.length) - 1];
  if (!target || day >= target.opens) return { open: true };
  return { open: false, opens: target.opens };
}
