import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { isMailTemplateName, MAIL_TEMPLATES } from './mail-templates';

const storedData = z.record(z.string(), z.unknown());

/** What stands where a secret was. */
export const REDACTED = '[removed]';

export interface MailContent {
  template: string;
  /** The template's data as stored (JSON). */
  data: string;
  html: string;
  text: string;
}

function secretsOf(template: MailTemplate, data: Record<string, unknown>): string[] {
  return (template.secrets ?? [])
    .map((key) => data[key])
    .filter((value): value is string => typeof value === 'string' && value.length > 0);
}

/** Every way a secret can appear in a mail: as written, in a link's query, HTML-escaped. */
function spellings(secret: string): string[] {
  const forms = [secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice(2)];
  return [...new Set(forms.flatMap((f) => [f, f.replace(/&/g, '&amp;')]))];
}

/**
 * The mail without its secrets (a password-reset token, a verification token), or null when it holds none:
 * the stored copy of a mail that was sent or given up keeps no usable link, and the back office shows a queued
 * mail as `redactMail(row) ?? row`, so an admin never sees one either.
 */
export function redactMail(mail: MailContent): Pick<MailContent, 'data' | 'html' | 'text'> | null {
  if (!isMailTemplateName(mail.template)) return null;
  const template: MailTemplate = MAIL_TEMPLATES[mail.template];
  const parsed = storedData.safeParse(JSON.parse(mail.data));
  if (!parsed.success) return null;
  const secrets = secretsOf(template, parsed.data);
  if (!secrets.length) return null;
  let { html, text } = mail;
  for (const secret of secrets) {
    for (const form of spellings(secret)) {
      html = html.split(form).join(REDACTED);
      text = text.split(form).join(REDACTED);
    }
  }
  const data = { ...parsed.data };
  for (const key of template.secrets ?? []) if (key in data) data[key] = REDACTED;
  return { data: JSON.stringify(data), html, text };
}
