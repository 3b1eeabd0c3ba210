import type { MailCategory, MailLanguage } from '@mahir/shared/mail';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { MailText } from './text/mail-text';

/** What a template is given besides its data: the language, its words and link and format helpers. */
export interface MailContext {
  lang: MailLanguage;
  t: MailText;
  /** An absolute link under `PUBLIC_URL`. */
  link(path: string, query?: Record<string, string>): string;
  date(value: string, withTime?: boolean): string;
  /** A calendar month by name ('Ogos 2026'). */
  month(year: number, month: number): string;
  money(sen: number): string;
}

/**
 * One mail, written once for both languages: the data it needs (checked when the mail is queued), its
 * subject, the preview line inboxes show, and its body. The HTML and the plain-text part both come from
 * the body; every value is a React text node or attribute, so what users wrote arrives escaped.
 */
export interface MailTemplate<S extends z.ZodType = z.ZodType> {
  /** Null for essential mail (no unsubscribe); otherwise what the recipient may turn off. */
  category: MailCategory | null;
  data: S;
  /**
   * Keys of the data whose values are secrets (a single-use token): they are removed from the stored mail
   * once it is sent or given up, and a view of a queued mail must hide them (`redactMail`).
   */
  secrets?: readonly string[];
  subject(ctx: MailContext, data: z.output<S>): string;
  preview(ctx: MailContext, data: z.output<S>): string;
  body(ctx: MailContext, data: z.output<S>): ReactNode;
}

/** Declares a template, keeping its data type for callers. */
export function defineMailTemplate<S extends z.ZodType>(template: MailTemplate<S>): MailTemplate<S> {
  return template;
}
