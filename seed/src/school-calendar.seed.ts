import { schoolCalendarRepository } from '@mahir/db/repositories/school-calendar.repository';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { SchoolCalendar } from '@mahir/shared/school-calendar/school-calendar';
import { EXAMPLE_SCHOOL_CALENDARS } from '@mahir/shared/school-calendar/school-calendar-examples';
import { schoolWeeks } from '@mahir/shared/school-calendar/school-week';
import type { SeedDb } from './batch';
import type { Clock } from './clock';
import type { SeededCourses } from './courses.seed';
import { DEMO_SLUGS } from './demo-keys';

/**
 * The school week the demo's released chapter opens in: the first week of the seed year's group B calendar
 * opening more than a week after the seed day, else the year's last week (null with no calendar for the year).
 */
export function demoReleaseWeek(calendars: readonly SchoolCalendar[], day: string): number | null {
  const calendar = calendars.find((c) => c.year === Number(day.slice(0, 4)) && c.group === 'B');
  if (!calendar) return null;
  const weeks = schoolWeeks(calendar);
  const later = weeks.find((w) => w.opens > addDays(day, 7)) ?? weeks.at(-1);
  return later?.week ?? null;
}

/**
 * The example school calendars (2026 provisional, 2027 a placeholder: an admin replaces them), and the last
 * chapter of the demo package (Mahir Tutor) course released in a later school week, so learners see it as
 * "opens on ...".
 */
export async function seedSchoolCalendars(db: SeedDb, clock: Clock, courses: SeededCourses): Promise<void> {
  const calendars = EXAMPLE_SCHOOL_CALENDARS.map((c) => SchoolCalendar.parse(c));
  for (const calendar of calendars)
    await schoolCalendarRepository.save(db, {
      year: calendar.year,
      group: calendar.group,
      data: JSON.stringify(calendar),
      updatedBy: null,
      now: clock.now.toISOString(),
    });
  const tutorCourse = courses.bySlug.get(DEMO_SLUGS.tutorCourse);
  const week = demoReleaseWeek(calendars, malaysiaDay(clock.now));
  if (!tutorCourse || week === null) return;
  const last = await db
    .selectFrom('chapters')
    .select('id')
    .where('course_id', '=', tutorCourse.id)
    .orderBy('position', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (last) await db.updateTable('chapters').set({ release_week: week }).where('id', '=', last.id).execute();
}
