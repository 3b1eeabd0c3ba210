import type { UiLanguage } from './ui-language';

/** Intl's locale for an interface language; with no choice, Malaysia's Malay (the spec's own formats). */
export function localeOf(lang: UiLanguage | null): string {
  return lang === 'en' ? 'en-MY' : 'ms-MY';
}

/** Integer sen as ringgit for the language: 123450 -> 'RM 1,234.50'. */
export function formatRinggitFor(lang: UiLanguage | null, sen: number): string {
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: 'MYR' }).format(sen / 100);
}

/** A number for the language: 1234567.5 -> '1,234,567.5'. */
export function formatNumberFor(lang: UiLanguage | null, value: number): string {
  return new Intl.NumberFormat(localeOf(lang)).format(value);
}

/** A date (an ISO instant) in Malaysian time, for the language: '15 Mac 2026' / '15 March 2026'. */
export function formatDateFor(lang: UiLanguage | null, iso: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: 'Asia/Kuala_Lumpur' }).format(
    new Date(iso),
  );
}
