import type { MailLanguage } from '@mahir/shared/mail';
import { describe, expect, it } from 'vitest';
import { MAIL_PATHS } from '../mail-links';
import { renderMail } from '../mail-render';
import { MAIL_TEMPLATES, type MailDataOf, type MailTemplateName } from '../mail-templates';
import { MAIL_TEXT } from '../text/mail-text';
import { verifyUnsubscribeToken } from '../unsubscribe-token';

/** What users might write, with every character HTML gives a meaning to. */
export const HOSTILE = {
  name: `Siti <b>"Aminah"</b> & O'Neil`,
  title: `<script>alert('x')</script> Sains & Matematik`,
  reason: 'Audio kurang jelas.\n<img src=x onerror=alert(1)> <a href="https://evil.example">klik</a>',
};

export const SETTINGS = { publicUrl: 'https://mahir.example/app', appSecret: 's'.repeat(64) };
const USER_ID = 4242;

/** One template's check: its data, which keys of it are required, and what each language must say. */
export interface TemplateCase<N extends MailTemplateName> {
  template: N;
  data: MailDataOf<N>;
  /** The data keys a caller must give; every other key of `data` may be left out. */
  required: readonly string[];
  /** What each language must say, in the subject or the text part. */
  says: Record<MailLanguage, readonly string[]>;
  /** Values in `data` that users wrote: escaped in the HTML part, as written in the text part. */
  userText: readonly string[];
  /** Links the mail must carry (paths are under PUBLIC_URL). */
  links: readonly string[];
  /** Text that must not appear (a branch that does not apply). */
  absent?: readonly string[];
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const flat = (s: string) => s.replace(/\s+/g, ' ');
const absolute = (link: string) => (link.startsWith('/') ? `${SETTINGS.publicUrl}${link}` : link);

/** Checks one template in both languages: its data contract, its words, its links, escaping, unsubscribe. */
export function describeTemplate<N extends MailTemplateName>(c: TemplateCase<N>): void {
  const template = MAIL_TEMPLATES[c.template];
  const render = (lang: MailLanguage, data: unknown = c.data) =>
    renderMail(c.template, data as MailDataOf<N>, { lang, userId: USER_ID, settings: SETTINGS });

  describe(`mail template ${c.template}`, () => {
    it('requires exactly the listed data', async () => {
      const data = c.data as Record<string, unknown>;
      for (const key of c.required) expect(Object.keys(data), `${key} is in the case's data`).toContain(key);
      for (const key of Object.keys(data)) {
        const { [key]: _left, ...rest } = data;
        const result = template.data.safeParse(rest);
        expect(result.success, `without ${key}`).toBe(!c.required.includes(key));
      }
      await expect(render('ms', { ...data, [c.required[0] ?? 'name']: { bogus: true } })).rejects.toThrow();
    });

    for (const lang of ['ms', 'en'] as const) {
      it(`renders in ${lang} with both parts, its words and links`, async () => {
        const mail = await render(lang);
        expect(mail.subject.length).toBeGreaterThan(3);
        expect(mail.subject).not.toMatch(/[\r\n]/);
        expect(mail.html).toContain(`lang="${lang}"`);
        expect(mail.html).toMatch(/^<!DOCTYPE html/);
        const text = flat(mail.text);
        const said = `${mail.subject} ${text}`;
        for (const words of c.says[lang]) expect(said).toContain(flat(words));
        for (const words of c.absent ?? []) expect(said).not.toContain(flat(words));
        expect(text).toContain(MAIL_TEXT[lang].layout.signOff);
        for (const link of c.links) {
          expect(mail.html).toContain(`href="${escapeHtml(absolute(link))}"`);
          expect(text).toContain(absolute(link));
        }
        // Every link in the mail leads to PUBLIC_URL or to a link the data gave.
        for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) {
          const url = (href ?? '').replace(/&amp;/g, '&');
          expect(url.startsWith(`${SETTINGS.publicUrl}/`) || c.links.includes(url), url).toBe(true);
        }
      });

      it(`escapes what users wrote in ${lang}`, async () => {
        const mail = await render(lang);
        for (const written of c.userText) {
          for (const line of written.split('\n')) {
            if (escapeHtml(line) !== line) expect(mail.html).not.toContain(line);
            expect(mail.html).toContain(escapeHtml(line));
            expect(flat(mail.text)).toContain(flat(line));
          }
        }
        expect(mail.html).not.toMatch(/<(script|img|b)\b/i);
      });
    }

    it('is written in each language', async () => {
      const [ms, en] = await Promise.all([render('ms'), render('en')]);
      expect(ms.subject).not.toBe(en.subject);
      expect(ms.text).toContain(MAIL_TEXT.ms.layout.signOff);
      expect(en.text).not.toContain(MAIL_TEXT.ms.layout.signOff);
    });

    it(
      template.category ? 'offers a one-click unsubscribe' : 'offers no unsubscribe (essential)',
      async () => {
        const mail = await render('en');
        expect(mail.category).toBe(template.category);
        if (!template.category) {
          expect(mail.unsubscribeUrl).toBeNull();
          expect(mail.html).not.toContain(MAIL_PATHS.unsubscribe);
          expect(mail.text).toContain(MAIL_TEXT.en.layout.essentialNote);
          return;
        }
        const url = new URL(mail.unsubscribeUrl ?? '');
        expect(`${url.origin}${url.pathname}`).toBe(`${SETTINGS.publicUrl}${MAIL_PATHS.unsubscribe}`);
        const token = url.searchParams.get('token') ?? '';
        expect(verifyUnsubscribeToken(SETTINGS.appSecret, token)).toEqual({
          userId: USER_ID,
          category: template.category,
        });
        expect(mail.html).toContain(`href="${escapeHtml(mail.unsubscribeUrl ?? '')}"`);
        expect(flat(mail.text)).toContain(`${MAIL_TEXT.en.layout.unsubscribe} ${mail.unsubscribeUrl}`);
        await expect(
          renderMail(c.template, c.data, { lang: 'en', userId: null, settings: SETTINGS }),
        ).rejects.toThrow(/user id/);
      },
    );
  });
}
