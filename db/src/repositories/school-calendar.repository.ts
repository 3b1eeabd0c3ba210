import type { Selectable } from 'kysely';
import type { Db } from '../connection';
import type { SchoolCalendarTable } from './school-calendar.table';

export type SchoolCalendarRow = Selectable<SchoolCalendarTable>;

/** The school calendars admins keep, per year and group of states (school_calendars). */
export const schoolCalendarRepository = {
  /** Writes a year's calendar for a group, replacing the one before. `data` is checked JSON. */
  async save(
    db: Db,
    input: { year: number; group: 'A' | 'B'; data: string; updatedBy: number | null; now: string },
  ): Promise<void> {
    await db
      .insertInto('school_calendars')
      .values({
        year: input.year,
        state_group: input.group,
        data: input.data,
        updated_by: input.updatedBy,
        updated_at: input.now,
      })
      .onConflict((oc) =>
        oc.columns(['year', 'state_group']).doUpdateSet({
          data: input.data,
          updated_by: input.updatedBy,
          updated_at: input.now,
        }),
      )
      .execute();
  },

  find(db: Db, year: number, group: 'A' | 'B'): Promise<SchoolCalendarRow | undefined> {
    return db
      .selectFrom('school_calendars')
      .selectAll()
      .where('year', '=', year)
      .where('state_group', '=', group)
      .executeTakeFirst();
  },

  /** The calendars of some years (both groups), for release checks that may cross a year. */
  forYears(db: Db, years: readonly number[]): Promise<SchoolCalendarRow[]> {
    if (years.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('school_calendars')
      .selectAll()
      .where('year', 'in', [...years])
      .orderBy('year')
      .orderBy('state_group')
      .execute();
  },

  /** Every year that has a calendar, for the admin's list. */
  async years(db: Db): Promise<number[]> {
    const rows = await db.selectFrom('school_calendars').select('year').distinct().orderBy('year').execute();
    return rows.map((r) => r.year);
  },

  async remove(db: Db, year: number, group: 'A' | 'B'): Promise<void> {
    await db
      .deleteFrom('school_calendars')
      .where('year', '=', year)
      .where('state_group', '=', group)
      .execute();
  },
};
