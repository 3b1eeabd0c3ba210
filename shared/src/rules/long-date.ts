import { MONTH_NAMES } from './calendar';
import type { CalendarDay } from './malaysia-time';

const DAYS = {
  ms: ['Ahad', 'Isnin', 'Selasa', 'Rabu', 'Khamis', 'Jumaat', 'Sabtu'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
} as const;
const MONTHS = {
  ms: [
    'Januari',
    'Februari',
    'Mac',
    'April',
    'Mei',
    'Jun',
    'Julai',
    'Ogos',
    'September',
    'Oktober',
    'November',
    'Disember',
  ],
  en: MONTH_NAMES,
} as const;

export type DateLanguage = 'ms' | 'en';

/** The twelve month names in a language, January first (the spec's English with no language chosen). */
export function monthNames(lang: DateLanguage | null): readonly string[] {
  return MONTHS[lang ?? 'en'];
}

const utc = (day: CalendarDay) => new Date(`${day}T00:00:00Z`);

/** A day written out in full: `12 Januari 2026` / `12 January 2026`. */
export function longDate(day: CalendarDay, lang: DateLanguage): string {
  const d = utc(day);
  return `${d.getUTCDate()} ${MONTHS[lang][d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** With its weekday: `Isnin, 12 Januari 2026` / `Monday, 12 January 2026`. */
export function longDay(day: CalendarDay, lang: DateLanguage): string {
  return `${DAYS[lang][utc(day).getUTCDay()]}, ${longDate(day, lang)}`;
}
