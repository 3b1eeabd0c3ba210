import { formatRM } from '@mahir/shared/money/ringgit';
import { MONTH_NAMES } from '@mahir/shared/rules/calendar';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { formatDateFor, formatNumberFor, formatRinggitFor, localeOf } from '@mahir/shared/rules/ui-format';
import type { UiLanguage } from '@mahir/shared/rules/ui-language';
import { useLanguage } from '@mahir/ui/i18n';

/** How the back office writes money, numbers and days in a language. */
export interface Formatters {
  /** Integer sen: 'RM 1,234.50'. */
  ringgit: (sen: number) => string;
  /** A count or figure: '1,234'. */
  number: (value: number) => string;
  /** A Malaysia day ('YYYY-MM-DD') or instant, '5 Mac 2026' / '5 Mar 2026'. */
  date: (day: string) => string;
  /** An instant with its Malaysian time: '5 Mar 2026, 14:05'. */
  dateTime: (iso: string) => string;
  /** A Malaysia day, short for chart axes: '5 Mac' / '5 Mar'. */
  shortDay: (day: string) => string;
  /** A month (1 to 12) by name: 'March' / 'Mac'. */
  month: (month: number) => string;
  /** A table's day of a stored instant: its first ten characters as the spec's tables show, else `date`. */
  tableDay: (iso: string) => string;
  /** A wall-clock time in Malaysia as typed ('2026-03-05T14:05'): as typed with no language, else `dateTime`. */
  wallTime: (value: string) => string;
}

/** A 'YYYY-MM-DDTHH:mm' (or with a space) Malaysian wall-clock time as an instant, or null when not one. */
const wallInstant = (value: string) => {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return m ? `${m[1]}T${m[2]}:00+08:00` : null;
};

/** A 'YYYY-MM-DD' Malaysia day as an instant at its noon there, so every time zone names the same day. */
const dayInstant = (day: string) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00+08:00` : day);

/**
 * The formatters of a language. With none chosen they are exactly what the screens always used (the spec's
 * formats: `formatRM`, `formatMalaysiaDate`, en-MY numbers); a chosen language formats through `Intl` in
 * `ms-MY` or `en-MY`, days in Malaysian time.
 */
export function formattersFor(lang: UiLanguage | null): Formatters {
  if (lang === null) {
    return {
      ringgit: formatRM,
      number: (value) => value.toLocaleString('en-MY'),
      date: (day) => formatMalaysiaDate(day),
      dateTime: (iso) => formatMalaysiaDate(iso, true),
      shortDay: (day) => formatMalaysiaDate(day).replace(/ \d{4}$/, ''),
      month: (month) => MONTH_NAMES[month - 1] ?? String(month),
      tableDay: (iso) => iso.slice(0, 10),
      wallTime: (value) => value,
    };
  }
  const short = new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Kuala_Lumpur',
  });
  const withTime = new Intl.DateTimeFormat(localeOf(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Asia/Kuala_Lumpur',
  });
  const monthName = new Intl.DateTimeFormat(localeOf(lang), { month: 'long', timeZone: 'UTC' });
  return {
    ringgit: (sen) => formatRinggitFor(lang, sen),
    dateTime: (iso) => (Number.isNaN(Date.parse(iso)) ? iso : withTime.format(new Date(iso))),
    number: (value) => formatNumberFor(lang, value),
    date: (day) => formatDateFor(lang, dayInstant(day)),
    shortDay: (day) => short.format(new Date(dayInstant(day))),
    month: (month) => monthName.format(new Date(Date.UTC(2026, month - 1, 15))),
    tableDay: (iso) => formatDateFor(lang, dayInstant(iso)),
    wallTime: (value) => {
      const instant = wallInstant(value);
      return instant ? withTime.format(new Date(instant)) : value;
    },
  };
}

/** The formatters of the language the back office is shown in. */
export function useFormat(): Formatters {
  return formattersFor(useLanguage().lang);
}
