import { addDays, type CalendarDay, malaysiaDay, malaysiaDayStart } from './malaysia-time';

/** A learning week: Monday to Sunday in Malaysia time, as instants [from, to). */
export interface LearningWeek {
  start: CalendarDay;
  from: string;
  to: string;
}

/** The Monday of the Malaysia week holding `at`. */
export function weekStartOf(at: Date | string): CalendarDay {
  const day = malaysiaDay(at);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The week holding `at`, and `back` weeks before it (1: last week). */
export function learningWeek(at: Date | string, back = 0): LearningWeek {
  const start = addDays(weekStartOf(at), -7 * back);
  return { start, from: malaysiaDayStart(start), to: malaysiaDayStart(addDays(start, 7)) };
}
