import { describe, expect, it } from 'vitest';
import { longDay } from '../rules/long-date';
import { SchoolCalendar, type SchoolCalendarInput } from './school-calendar';
import { EXAMPLE_SCHOOL_CALENDARS } from './school-calendar-examples';
import { schoolGroupOf } from './school-states';
import { chapterRelease, schoolWeekOf, schoolWeekOpens, schoolWeeks, weekStart } from './school-week';
import { opensOnText, schoolWeekLabel } from './school-week-text';

const calendars = EXAMPLE_SCHOOL_CALENDARS.map((c) => SchoolCalendar.parse(c));
const cal = (year: number, group: 'A' | 'B') => {
  const found = calendars.find((c) => c.year === year && c.group === group);
  if (!found) throw new Error('missing example');
  return found;
};

describe('school weeks', () => {
  it('starts week 1 on Monday in group B and on Sunday in group A (Friday-Saturday weekend)', () => {
    expect(schoolWeeks(cal(2026, 'B'))[0]).toEqual({
      week: 1,
      start: '2026-01-12',
      end: '2026-01-18',
      opens: '2026-01-12',
    });
    expect(schoolWeeks(cal(2026, 'A'))[0]).toEqual({
      week: 1,
      start: '2026-01-11',
      end: '2026-01-17',
      opens: '2026-01-11',
    });
    expect(longDay('2026-01-11', 'ms')).toBe('Ahad, 11 Januari 2026');
  });

  it('numbers the weeks across terms and skips the weeks of the term breaks', () => {
    const b = cal(2026, 'B');
    const byNumber = (n: number) => schoolWeeks(b)[n - 1]?.start;
    expect([
      byNumber(10),
      byNumber(11),
      byNumber(18),
      byNumber(19),
      byNumber(30),
      byNumber(31),
      byNumber(43),
    ]).toEqual([
      '2026-03-16',
      '2026-03-30',
      '2026-05-18',
      '2026-06-08',
      '2026-08-24',
      '2026-09-07',
      '2026-11-30',
    ]);
    expect(schoolWeeks(b)).toHaveLength(43);
    expect(schoolWeeks(cal(2026, 'A'))).toHaveLength(43);
  });

  it('places a day in its week, in a break with the next week, before the year and after it', () => {
    const b = cal(2026, 'B');
    expect(schoolWeekOf(b, '2026-01-18')).toMatchObject({ kind: 'week', week: { week: 1 } });
    expect(schoolWeekOf(b, '2026-01-19')).toMatchObject({ kind: 'week', week: { week: 2 } });
    expect(schoolWeekOf(b, '2026-03-24')).toMatchObject({
      kind: 'break',
      next: { week: 11, opens: '2026-03-30' },
    });
    expect(schoolWeekOf(b, '2026-01-05')).toMatchObject({
      kind: 'before',
      next: { week: 1, opens: '2026-01-12' },
    });
    expect(schoolWeekOf(b, '2026-12-30')).toEqual({ kind: 'after' });
  });

  it('counts a Friday as part of the week in group B but as weekend in group A', () => {
    // Friday 16 January 2026.
    expect(schoolWeekOf(cal(2026, 'B'), '2026-01-16')).toMatchObject({ kind: 'week', week: { week: 1 } });
    expect(schoolWeekOf(cal(2026, 'A'), '2026-01-16')).toMatchObject({ kind: 'week', week: { week: 1 } });
    // Sunday 18 January: group A's week 2 has begun; group B is still in week 1.
    expect(schoolWeekOf(cal(2026, 'A'), '2026-01-18')).toMatchObject({ kind: 'week', week: { week: 2 } });
    expect(schoolWeekOf(cal(2026, 'B'), '2026-01-18')).toMatchObject({ kind: 'week', week: { week: 1 } });
    expect(weekStart('2026-01-16', 'A')).toBe('2026-01-11');
    expect(weekStart('2026-01-16', 'B')).toBe('2026-01-12');
  });

  it('opens a week on its first school day when its first days are holidays', () => {
    const calendar = SchoolCalendar.parse({
      year: 2026,
      group: 'B',
      source: 'test',
      terms: [{ name: 'Penggal 1', start: '2026-01-12', end: '2026-03-19' }],
      holidays: [
        { name: 'Tahun Baharu Cina', start: '2026-02-16', end: '2026-02-17' },
        { name: 'Cuti sekolah', start: '2026-03-02', end: '2026-03-06' },
      ],
    });
    // Monday 16 and Tuesday 17 February are holidays: week 6 opens on Wednesday.
    expect(schoolWeeks(calendar)[5]).toMatchObject({ week: 6, start: '2026-02-16', opens: '2026-02-18' });
    // A whole week of holiday still counts, and opens on the next school day.
    expect(schoolWeeks(calendar)[7]).toMatchObject({ week: 8, start: '2026-03-02', opens: '2026-03-09' });
    expect(schoolWeeks(calendar)[8]).toMatchObject({ week: 9, opens: '2026-03-09' });
  });

  it('opens week 1 on the first term day when a term starts mid-week', () => {
    const calendar = SchoolCalendar.parse({
      year: 2026,
      group: 'A',
      source: 'test',
      terms: [{ name: 'Penggal 1', start: '2026-01-14', end: '2026-02-26' }],
    });
    expect(schoolWeeks(calendar)[0]).toEqual({
      week: 1,
      start: '2026-01-11',
      end: '2026-01-17',
      opens: '2026-01-14',
    });
    expect(schoolWeekOpens(calendar, 2)).toBe('2026-01-18');
    expect(schoolWeekOpens(calendar, 99)).toBeNull();
  });
});

describe('chapters released by school week', () => {
  it('keeps a chapter closed until its week opens, by the learner state group', () => {
    const kedah = schoolGroupOf('Kedah');
    const selangor = schoolGroupOf('Selangor');
    // Week 3 opens on Sunday 25 January in Kedah and on Monday 26 January in Selangor.
    expect(chapterRelease(calendars, kedah, 3, '2026-01-24')).toEqual({ open: false, opens: '2026-01-25' });
    expect(chapterRelease(calendars, kedah, 3, '2026-01-25')).toEqual({ open: true });
    expect(chapterRelease(calendars, selangor, 3, '2026-01-25')).toEqual({
      open: false,
      opens: '2026-01-26',
    });
    expect(opensOnText('2026-01-26', 'ms')).toBe('Dibuka pada Isnin, 26 Januari 2026');
    expect(opensOnText('2026-01-25', 'en')).toBe('Opens on Sunday, 25 January 2026');
  });

  it('follows each calendar year afresh across the year boundary', () => {
    expect(chapterRelease(calendars, 'B', 3, '2026-12-31')).toEqual({ open: true });
    expect(chapterRelease(calendars, 'B', 3, '2027-01-01')).toEqual({ open: false, opens: '2027-01-25' });
    expect(chapterRelease(calendars, 'B', 1, '2027-01-11')).toEqual({ open: true });
    // A week past the year's last opens with the last week.
    expect(chapterRelease(calendars, 'B', 60, '2026-11-30')).toEqual({ open: true });
    expect(chapterRelease(calendars, 'B', 60, '2026-11-29')).toEqual({ open: false, opens: '2026-11-30' });
  });

  it('leaves chapters open in a year whose calendar nobody has kept', () => {
    expect(chapterRelease(calendars, 'B', 5, '2028-02-01')).toEqual({ open: true, noCalendar: true });
  });

  it('puts Kedah, Kelantan and Terengganu in group A and Johor, since 2025, in group B', () => {
    expect(['Kedah', 'kelantan', ' Terengganu '].map(schoolGroupOf)).toEqual(['A', 'A', 'A']);
    expect(
      ['Johor', 'Selangor', 'Sabah', 'Wilayah Persekutuan Labuan', null, 'Atlantis'].map(schoolGroupOf),
    ).toEqual(['B', 'B', 'B', 'B', 'B', 'B']);
    expect(schoolWeekLabel(5, 'ms')).toBe('Minggu 5');
  });
});

describe('school calendar as an admin keeps it', () => {
  const base: SchoolCalendarInput = {
    year: 2026,
    group: 'B',
    source: 'KPM',
    terms: [
      { name: 'Penggal 1', start: '2026-01-12', end: '2026-05-22' },
      { name: 'Penggal 2', start: '2026-06-08', end: '2026-12-04' },
    ],
  };
  const problems = (input: unknown) => {
    const r = SchoolCalendar.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('takes a calendar and fills in what it may leave out', () => {
    expect(SchoolCalendar.parse(base)).toMatchObject({ holidays: [], provisional: false });
    expect(problems(base)).toEqual([]);
  });

  it.each([
    [
      'a date that does not exist',
      { terms: [{ name: 'P1', start: '2026-02-30', end: '2026-05-22' }] },
      'terms.0.start: This date does not exist.',
    ],
    [
      'a term that ends before it starts',
      { terms: [{ name: 'P1', start: '2026-05-22', end: '2026-01-12' }] },
      'terms.0.end: The end date is before the start date.',
    ],
    [
      'overlapping terms',
      { terms: [base.terms[0], { name: 'P2', start: '2026-05-01', end: '2026-12-04' }] },
      'terms.1.start: Terms must be in order and must not overlap.',
    ],
    [
      'a term in another year',
      { terms: [{ name: 'P1', start: '2025-12-01', end: '2026-05-22' }] },
      'terms.0: Terms of 2026 run between 2026-01-01 and 2027-03-31.',
    ],
    [
      'a holiday outside the terms',
      { holidays: [{ name: 'Krismas', start: '2026-12-25', end: '2026-12-25' }] },
      'holidays.0: A holiday within the terms must fall between the first and the last day of school.',
    ],
    ['no terms', { terms: [] }, 'terms: A calendar needs at least one term.'],
    ['no source', { source: ' ' }, 'source: Say where the dates come from.'],
    ['a group that does not exist', { group: 'C' }, 'group: Invalid option: expected one of "A"|"B"'],
  ])('refuses %s', (_, change, message) => {
    expect(problems({ ...base, ...change })).toEqual([message]);
  });

  it('keeps every example calendar valid', () => {
    for (const example of EXAMPLE_SCHOOL_CALENDARS) expect(problems(example)).toEqual([]);
  });
});
