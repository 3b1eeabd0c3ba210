import { z } from 'zod';
import type { CalendarDay } from '../rules/malaysia-time';
import { SchoolCalendar } from '../school-calendar/school-calendar';
import { MALAYSIAN_STATES } from '../school-calendar/school-states';
import { opensOnText } from '../school-calendar/school-week-text';
import { defineRoute } from './route';
import { SCHOOL_CALENDAR_MSG } from './school-calendar-text';

const tag = 'school-calendar';

export { SCHOOL_CALENDAR_MSG } from './school-calendar-text';

/** The refusal of a module or quiz of a chapter not open yet, in both languages. */
export function chapterNotOpenText(opens: CalendarDay): string {
  return `Bab ini belum dibuka. ${opensOnText(opens, 'ms')}. / This chapter is not open yet. ${opensOnText(opens, 'en')}.`;
}

const YearParams = z.object({ year: z.coerce.number().int().min(2020).max(2100) });

/** A year's calendars as the admin screen edits them: group A's (with its states) and group B's. */
export const SchoolCalendarYearBody = z
  .object({ A: SchoolCalendar, B: SchoolCalendar })
  .superRefine((b, ctx) => {
    if (b.A.group !== 'A' || b.B.group !== 'B')
      ctx.addIssue({ code: 'custom', path: ['A', 'group'], message: SCHOOL_CALENDAR_MSG.groupMismatch });
    if (b.A.year !== b.B.year)
      ctx.addIssue({ code: 'custom', path: ['B', 'year'], message: SCHOOL_CALENDAR_MSG.yearMismatch });
  });
export type SchoolCalendarYearBody = z.input<typeof SchoolCalendarYearBody>;

/** A year's calendars, each null until an admin keeps it, with the number of school weeks each gives. */
export const SchoolCalendarYearView = z.object({
  year: z.number().int(),
  A: SchoolCalendar.nullable(),
  B: SchoolCalendar.nullable(),
  weeks: z.object({ A: z.number().int(), B: z.number().int() }),
  /** Group A's states that year: its calendar's list, or the default. */
  friday_weekend_states: z.array(z.string()),
});
export type SchoolCalendarYearView = z.infer<typeof SchoolCalendarYearView>;

/** The Malaysian school calendar per year (issue 23), kept by admins in the back office. */
export const schoolCalendarContract = {
  list: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/school-calendars',
    summary: 'The years that have a school calendar, and the states a calendar may name',
    tag,
    access: ['admin'],
    owner: 'none',
    response: z.object({
      years: z.array(z.number().int()),
      states: z.array(z.enum(MALAYSIAN_STATES)),
    }),
  }),
  show: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/school-calendars/{year}',
    summary: 'One year’s school calendars: group A (Friday–Saturday weekend, with its states) and group B',
    tag,
    access: ['admin'],
    owner: 'none',
    params: YearParams,
    response: SchoolCalendarYearView,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/school-calendars/{year}',
    summary: 'Keeps one year’s school calendars of both groups (terms, holidays, group A’s states)',
    tag,
    access: ['admin'],
    owner: 'none',
    params: YearParams,
    body: SchoolCalendarYearBody,
    response: SchoolCalendarYearView,
  }),
};
