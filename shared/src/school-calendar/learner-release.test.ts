import { describe, expect, it } from 'vitest';
import { chapterReleaseFor, schoolGroupIn } from './learner-release';
import { SchoolCalendar } from './school-calendar';
import { EXAMPLE_SCHOOL_CALENDARS } from './school-calendar-examples';

const calendars = EXAMPLE_SCHOOL_CALENDARS.map((c) => SchoolCalendar.parse(c));

describe('a chapter released by school week, for a learner', () => {
  it('is open when it has no release week, whatever the day', () => {
    expect(chapterReleaseFor(calendars, 'Kedah', null, '2026-01-01')).toEqual({ open: true });
  });

  it('opens a day earlier in Kedah (Sunday) than in Selangor or for a learner with no state (Monday)', () => {
    expect(chapterReleaseFor(calendars, 'Kedah', 3, '2026-01-24')).toEqual({
      open: false,
      opens: '2026-01-25',
    });
    expect(chapterReleaseFor(calendars, 'Selangor', 3, '2026-01-25')).toEqual({
      open: false,
      opens: '2026-01-26',
    });
    expect(chapterReleaseFor(calendars, null, 3, '2026-01-25')).toEqual({ open: false, opens: '2026-01-26' });
    expect(chapterReleaseFor(calendars, 'Selangor', 3, '2026-01-26')).toEqual({ open: true });
  });

  it('follows the states the admin named for group A in that year, and the default list in other years', () => {
    const a2026 = calendars.find((c) => c.year === 2026 && c.group === 'A');
    if (!a2026) throw new Error('no example');
    const johorFriday = [
      { ...a2026, friday_weekend_states: ['Johor', 'Kedah'] },
      ...calendars.filter((c) => c !== a2026),
    ] as SchoolCalendar[];
    expect(schoolGroupIn(johorFriday, 2026, 'Johor')).toBe('A');
    expect(schoolGroupIn(johorFriday, 2026, 'Kelantan')).toBe('B');
    expect(schoolGroupIn(johorFriday, 2027, 'Kelantan')).toBe('A');
    expect(schoolGroupIn(johorFriday, 2027, 'Johor')).toBe('B');
    expect(chapterReleaseFor(johorFriday, 'Johor', 3, '2026-01-25')).toEqual({ open: true });
  });

  it('refuses a state list on group B, an unknown state and a state named twice', () => {
    const b = EXAMPLE_SCHOOL_CALENDARS.find((c) => c.group === 'B');
    const a = EXAMPLE_SCHOOL_CALENDARS.find((c) => c.group === 'A');
    expect(SchoolCalendar.safeParse({ ...b, friday_weekend_states: ['Kedah'] }).success).toBe(false);
    expect(SchoolCalendar.safeParse({ ...a, friday_weekend_states: ['Atlantis'] }).success).toBe(false);
    expect(SchoolCalendar.safeParse({ ...a, friday_weekend_states: ['Kedah', 'Kedah'] }).success).toBe(false);
    expect(SchoolCalendar.safeParse({ ...a, friday_weekend_states: ['Kedah', 'Kelantan'] }).success).toBe(
      true,
    );
  });
});
