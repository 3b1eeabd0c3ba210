import { type DateLanguage, longDay } from '../rules/long-date';
import type { CalendarDay } from '../rules/malaysia-time';

/** What a learner reads on a chapter not open yet: `Dibuka pada Isnin, 12 Januari 2026` / `Opens on Monday, ...`. */
export function opensOnText(day: CalendarDay, lang: DateLanguage): string {
  return lang === 'ms' ? `Dibuka pada ${longDay(day, 'ms')}` : `Opens on ${longDay(day, 'en')}`;
}

/** A school week's name as the tutor's form shows it: `Minggu 5` / `School week 5`. */
export function schoolWeekLabel(week: number, lang: DateLanguage): string {
  return lang === 'ms' ? `Minggu ${week}` : `School week ${week}`;
}
