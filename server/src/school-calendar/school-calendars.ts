import type { Db } from '@mahir/db';
import { schoolCalendarRepository } from '@mahir/db/repositories/school-calendar.repository';
import { SchoolCalendar } from '@mahir/shared/school-calendar/school-calendar';

/**
 * The kept calendars of some years, read back through the schema (rows were checked when saved; one that no
 * longer parses is left out rather than failing the learner's page).
 */
export async function loadSchoolCalendars(db: Db, years: readonly number[]): Promise<SchoolCalendar[]> {
  const rows = await schoolCalendarRepository.forYears(db, years);
  return rows.flatMap((row) => {
    const parsed = SchoolCalendar.safeParse(JSON.parse(row.data));
    return parsed.success ? [parsed.data] : [];
  });
}
