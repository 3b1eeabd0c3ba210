import type { MailCategory, MailLanguage } from '@mahir/shared/mail';
import { plainTextSelectors, render, toPlainText } from '@react-email/render';
import { formatMailDate, formatMailMoney, formatMailMonth } from './mail-format';
import { MAIL_PATHS, mailLink } from './mail-links';
import type { MailContext, MailTemplate } from './mail-template';
import { MAIL_TEMPLATES, type MailDataOf, type MailTemplateName } from './mail-templates';
import { MailLayout } from './templates/mail-layout';
import { DATA_TABLE } from './templates/mail-parts';
import { MAIL_TEXT } from './text/mail-text';
import { signUnsubscribeToken } from './unsubscribe-token';

/** Where links point and what signs the unsubscribe tokens. */
export interface MailRenderSettings {
  /** `PUBLIC_URL`: every link in a mail starts with it. */
  publicUrl: string;
  appSecret: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  category: MailCategory | null;
  /** The one-click unsubscribe link, for the footer and the `List-Unsubscribe` header. */
  unsubscribeUrl: string | null;
  /** The template's data after its defaults were applied, as it is stored. */
  data: unknown;
}

export function mailContext(lang: MailLanguage, publicUrl: string): MailContext {
  return {
    lang,
    t: MAIL_TEXT[lang],
    link: (path, query) => mailLink(publicUrl, path, query),
    date: (value, withTime) => formatMailDate(lang, value, withTime),
    month: (year, month) => formatMailMonth(lang, year, month),
    money: formatMailMoney,
  };
}

// The data tables read as rows in the plain-text part; the layout's own tables stay plain blocks.
const TEXT_SELECTORS = [
  ...plainTextSelectors,
  { selector: `table.${DATA_TABLE}`, format: 'dataTable', options: { uppercaseHeaderCells: false } },
  // Headings hold names (a child's): they read as written, not shouted.
  { selector: 'h3', options: { uppercase: false } },
];

/** A header holds one line: what users wrote cannot add lines (or headers) to it. */
function oneLine(text: string): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 250);
}

/**
 * Renders a template in one language: checks its data (throws on data the template cannot take), then
 * makes the subject, the HTML part and the plain-text part from the same body. A non-essential mail
 * gets its unsubscribe link, so it needs the recipient's user id.
 */
export async function renderMail<N extends MailTemplateName>(
  name: N,
  input: MailDataOf<N>,
  opts: { lang: MailLanguage; userId: number | null; settings: MailRenderSettings },
): Promise<RenderedMail> {
  // Widened once here: each template's own type checks its callers through MailDataOf.
  const template: MailTemplate = MAIL_TEMPLATES[name];
  const data = template.data.parse(input);
  const ctx = mailContext(opts.lang, opts.settings.publicUrl);
  const category = template.category;
  let unsubscribeUrl: string | null = null;
  let preferencesUrl = ctx.link(MAIL_PATHS.preferences);
  if (category) {
    if (opts.userId === null) throw new Error(`mail ${name} can be unsubscribed from, so it needs a user id`);
    const token = signUnsubscribeToken(opts.settings.appSecret, { userId: opts.userId, category });
    unsubscribeUrl = mailLink(opts.settings.publicUrl, MAIL_PATHS.unsubscribe, { token });
    // The same token opens the preference page without a login.
    preferencesUrl = ctx.link(MAIL_PATHS.preferences, { token });
  }
  const html = await render(
    <MailLayout
      ctx={ctx}
      preview={template.preview(ctx, data)}
      unsubscribeUrl={unsubscribeUrl}
      preferencesUrl={preferencesUrl}
    >
      {template.body(ctx, data)}
    </MailLayout>,
  );
  return {
    subject: oneLine(template.subject(ctx, data)),
    html,
    text: toPlainText(html, { selectors: TEXT_SELECTORS }),
    category,
    unsubscribeUrl,
    data,
  };
}
