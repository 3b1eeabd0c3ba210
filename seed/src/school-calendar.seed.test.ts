import { SchoolCalendar } from '@mahir/shared/school-calendar/school-calendar';
import { EXAMPLE_SCHOOL_CALENDARS } from '@mahir/shared/school-calendar/school-calendar-examples';
import { schoolWeeks } from '@mahir/shared/school-calendar/school-week';
import { describe, expect, it } from 'vitest';
import { demoReleaseWeek } from './school-calendar.seed';

const calendars = EXAMPLE_SCHOOL_CALENDARS.map((c) => SchoolCalendar.parse(c));
const b2026 = calendars.find((c) => c.year === 2026 && c.group === 'B') as SchoolCalendar;

describe('the demo chapter released in a later school week', () => {
  it('opens more than a week after the seed day, else in the year’s last week', () => {
    const weeks = schoolWeeks(b2026);
    // Seeded on Friday 6 February 2026 (week 4): week 6 opens on Monday 16 February, ten days on.
    expect(weeks[5]?.opens).toBe('2026-02-16');
    expect(demoReleaseWeek(calendars, '2026-02-06')).toBe(6);
    // Seeded on 28 November 2026: no week opens more than a week on, so the last (43, Monday 30 November).
    expect(demoReleaseWeek(calendars, '2026-11-28')).toBe(weeks.length);
    expect(weeks.at(-1)?.opens).toBe('2026-11-30');
  });

  it('releases nothing in a year without a calendar', () => {
    expect(demoReleaseWeek(calendars, '2030-05-01')).toBeNull();
  });
});
