import type { MailLanguage } from '@mahir/shared/mail';
import { en, type MailText } from './mail-text.en';
import { ms } from './mail-text.ms';

export type { MailText } from './mail-text.en';

/** The catalogue of each mail language. */
export const MAIL_TEXT: Record<MailLanguage, MailText> = { ms, en };
