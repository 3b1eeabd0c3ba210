import { formatRM } from '../money/ringgit';
import { formatMalaysiaDate } from './malaysia-time';
import { groupThousands } from './text';
import type { UiLanguage } from './ui-language';

/**
 * Dates, numbers and ringgit for the interface language (issue 22). With a language chosen, `Intl` writes them
 * for `ms-MY` or `en-MY`; with none, they keep the spec's own formats ('RM 1,234.50', '5 Mar 2026, 21:07'),
 * written out by `formatRM` and `formatMalaysiaDate`, so a page nobody switched reads exactly as before.
 */

/** Intl's locale for an interface language; with no choice, Malaysia's Malay. */
export function localeOf(lang: UiLanguage | null): string {
  return lang === 'en' ? 'en-MY' : 'ms-MY';
}

/** Intl separates the currency from the amount with a no-break space; the pages use a plain one. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Integer sen as ringgit for the language: 123450 -> 'RM 1,234.50' (no language: `formatRM`). */
export function formatRinggitFor(lang: UiLanguage | null, sen: number): string {
  if (lang === null) return formatRM(sen);
  return plainSpaces(
    new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'MYR' }).format(
      Math.round(sen) / 100,
    ),
  );
}

/** A number for the language: 1234567.5 -> '1,234,567.5' (no language: whole numbers grouped as the spec). */
export function formatNumberFor(lang: UiLanguage | null, value: number): string {
  if (lang === null && Number.isInteger(value)) return groupThousands(value);
  return new Intl.NumberFormat(localeOf(lang)).format(value);
}

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO instant or a `YYYY-MM-DD` day for the language, in Malaysian time: '15 Mac 2026' / '15 Mar 2026',
 * with `withTime` '15 Mac 2026, 21:07'. A bare day is shown as written (no time zone shift). No language: the
 * spec's `formatMalaysiaDate`. A value that is no date is returned as it is.
 */
export function formatDateFor(lang: UiLanguage | null, value: string, withTime = false): string {
  if (lang === null) return formatMalaysiaDate(value, withTime);
  const bare = BARE_DATE.test(value);
  const at = new Date(bare ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return value;
  const timeZone = bare ? 'UTC' : 'Asia/Kuala_Lumpur';
  const day = new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  });
  if (!withTime || bare) return plainSpaces(day.format(at));
  const time = new Intl.DateTimeFormat(localeOf(lang), {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  });
  return plainSpaces(`${day.format(at)}, ${time.format(at)}`);
}

/** A day written out in full for the language: '15 Mac 2026' / '15 March 2026'. */
export function formatLongDateFor(lang: UiLanguage | null, value: string): string {
  const bare = BARE_DATE.test(value);
  const at = new Date(bare ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return value;
  return plainSpaces(
    new Intl.DateTimeFormat(localeOf(lang), {
      dateStyle: 'long',
      timeZone: bare ? 'UTC' : 'Asia/Kuala_Lumpur',
    }).format(at),
  );
}
