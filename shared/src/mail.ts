/** The vocabulary of outgoing mail that the server and the clients share. */

/** The languages mail is written in: Malay and English, by the recipient's choice. */
export const MAIL_LANGUAGES = ['ms', 'en'] as const;

export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/**
 * The mail language of a profile's language (`bm`, `en`, ...): English for those who chose it,
 * Malay for everyone else.
 */
export function mailLanguageOf(language: string | null | undefined): MailLanguage {
  return language?.trim().toLowerCase().startsWith('en') ? 'en' : 'ms';
}

/**
 * What a non-essential mail is about, for its one-click unsubscribe and the preference page. Essential
 * mails (verification, password reset, email change, receipts, a guardian's consent request) have no
 * category: nobody can turn them off.
 */
export const MAIL_CATEGORIES = ['billing', 'events', 'content-review', 'partner', 'progress'] as const;

export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export function isMailCategory(value: string): value is MailCategory {
  return (MAIL_CATEGORIES as readonly string[]).includes(value);
}
