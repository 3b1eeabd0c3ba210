import { schoolCalendarRepository } from '@mahir/db/repositories/school-calendar.repository';
import { SCHOOL_CALENDAR_MSG, type SchoolCalendarYearBody, type SchoolCalendarYearView } from '@mahir/shared';
import type { SchoolCalendar } from '@mahir/shared/school-calendar/school-calendar';
import { FRIDAY_WEEKEND_STATES, MALAYSIAN_STATES } from '@mahir/shared/school-calendar/school-states';
import { schoolWeeks } from '@mahir/shared/school-calendar/school-week';
import type { z } from 'zod';
import { type Actor, hasRole } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { loadSchoolCalendars } from './school-calendars';

type YearBody = z.output<typeof SchoolCalendarYearBody>;

function adminId(actor: Actor): number {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  if (!hasRole(actor, 'admin')) throw AppError.forbidden();
  return actor.id;
}

function yearView(year: number, calendars: readonly SchoolCalendar[]): SchoolCalendarYearView {
  const A = calendars.find((c) => c.year === year && c.group === 'A') ?? null;
  const B = calendars.find((c) => c.year === year && c.group === 'B') ?? null;
  return {
    year,
    A,
    B,
    weeks: { A: A ? schoolWeeks(A).length : 0, B: B ? schoolWeeks(B).length : 0 },
    friday_weekend_states: [...(A?.friday_weekend_states ?? FRIDAY_WEEKEND_STATES)],
  };
}

/** The Malaysian school calendar per year, kept by admins (issue 23, docs/learning.md section 5). */
export function createSchoolCalendarService({ db, clock }: ServiceDeps) {
  return {
    async list(actor: Actor) {
      adminId(actor);
      return { years: await schoolCalendarRepository.years(db), states: [...MALAYSIAN_STATES] };
    },

    async show(actor: Actor, year: number): Promise<SchoolCalendarYearView> {
      adminId(actor);
      return yearView(year, await loadSchoolCalendars(db, [year]));
    },

    /** Writes both groups' calendars of a year in one transaction; the body's schema has checked the dates. */
    async save(actor: Actor, year: number, body: YearBody): Promise<SchoolCalendarYearView> {
      const by = adminId(actor);
      if (body.A.year !== year || body.B.year !== year)
        throw AppError.invalid({ 'A.year': [SCHOOL_CALENDAR_MSG.yearMismatch] });
      const now = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        for (const calendar of [body.A, body.B])
          await schoolCalendarRepository.save(trx, {
            year,
            group: calendar.group,
            data: JSON.stringify(calendar),
            updatedBy: by,
            now,
          });
      });
      return yearView(year, [body.A, body.B]);
    },
  };
}
