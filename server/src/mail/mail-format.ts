import type { MailLanguage } from '@mahir/shared/mail';
import { formatRM } from '@mahir/shared/money/ringgit';

const LOCALES: Record<MailLanguage, string> = { ms: 'ms-MY', en: 'en-MY' };

/**
 * A date as the recipient reads it, in Malaysia time: '5 Ogos 2026' in Malay, '5 August 2026' in English,
 * with the time when asked. A bare `YYYY-MM-DD` date is shown as written.
 */
export function formatMailDate(lang: MailLanguage, value: string, withTime = false): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone: dateOnly ? 'UTC' : 'Asia/Kuala_Lumpur',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime && !dateOnly ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).format(at);
}

/** Integer sen as ringgit: 1250 -> 'RM 12.50' (the same in both languages), never split across lines. */
export function formatMailMoney(sen: number): string {
  return formatRM(sen).replace(' ', '\u00a0');
}

/** A calendar month by name: 'Ogos 2026' in Malay, 'August 2026' in English. */
export function formatMailMonth(lang: MailLanguage, year: number, month: number): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
