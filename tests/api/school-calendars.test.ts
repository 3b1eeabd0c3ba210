import { schoolCalendarRepository as calendars } from '@mahir/db/repositories/school-calendar.repository';
import { SchoolCalendar } from '@mahir/shared/school-calendar/school-calendar';
import { EXAMPLE_SCHOOL_CALENDARS } from '@mahir/shared/school-calendar/school-calendar-examples';
import { chapterRelease } from '@mahir/shared/school-calendar/school-week';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { useReachDatabase } from './learning-reach-fixtures';

const NOW = '2026-11-25T02:00:00.000Z';

describe.each(dialects())('school calendars on %s', (dialect) => {
  const h = useReachDatabase(dialect);

  it('keeps the example calendars and reads them back as valid calendars', async () => {
    for (const example of EXAMPLE_SCHOOL_CALENDARS) {
      const calendar = SchoolCalendar.parse(example);
      await calendars.save(h.db, {
        year: calendar.year,
        group: calendar.group,
        data: JSON.stringify(calendar),
        updatedBy: h.ids.tutor,
        now: NOW,
      });
    }
    expect(await calendars.years(h.db)).toEqual([2026, 2027]);
    const rows = await calendars.forYears(h.db, [2026, 2027]);
    expect(rows.map((r) => `${r.year}${r.state_group}`)).toEqual(['2026A', '2026B', '2027A', '2027B']);
    const read = rows.map((r) => SchoolCalendar.parse(JSON.parse(r.data)));
    expect(chapterRelease(read, 'A', 3, '2026-01-24')).toEqual({ open: false, opens: '2026-01-25' });
  });

  it('replaces a year and group when saved again', async () => {
    const b = SchoolCalendar.parse(EXAMPLE_SCHOOL_CALENDARS[1]);
    const changed = { ...b, provisional: false, source: 'Kalendar Akademik 2026 (gazetted)' };
    await calendars.save(h.db, {
      year: 2026,
      group: 'B',
      data: JSON.stringify(changed),
      updatedBy: null,
      now: NOW,
    });
    const row = await calendars.find(h.db, 2026, 'B');
    expect(SchoolCalendar.parse(JSON.parse(row?.data ?? '{}'))).toMatchObject({ provisional: false });
    expect(row?.updated_by).toBeNull();
    expect(await calendars.forYears(h.db, [2026])).toHaveLength(2);
    expect(await calendars.forYears(h.db, [])).toEqual([]);
  });

  it('removes a calendar, and the database refuses a group that does not exist', async () => {
    await calendars.remove(h.db, 2027, 'A');
    expect(await calendars.find(h.db, 2027, 'A')).toBeUndefined();
    await expect(
      calendars.save(h.db, { year: 2027, group: 'C' as 'A', data: '{}', updatedBy: null, now: NOW }),
    ).rejects.toThrow();
  });

  it('lets a chapter carry the school week it opens in, from 1 to 60', async () => {
    const chapter = await h.db.selectFrom('chapters').select('id').orderBy('id').executeTakeFirstOrThrow();
    await h.db.updateTable('chapters').set({ release_week: 5 }).where('id', '=', chapter.id).execute();
    const row = await h.db
      .selectFrom('chapters')
      .select('release_week')
      .where('id', '=', chapter.id)
      .executeTakeFirst();
    expect(row?.release_week).toBe(5);
    await expect(
      h.db.updateTable('chapters').set({ release_week: 0 }).where('id', '=', chapter.id).execute(),
    ).rejects.toThrow();
  });
});
