import { describe, expect, it } from 'vitest';
import { REDACTED, redactMail } from './mail-redaction';
import { renderMail } from './mail-render';
import { MAIL_TEMPLATES } from './mail-templates';

const settings = { publicUrl: 'https://mahir.example', appSecret: 's'.repeat(64) };
// '~' is written %7E in a link's query: both spellings must go.
const token = 'Tok~en_0123456789abcdefXYZ';

const withToken = {
  verification: { name: 'Ali', token, expiresInHours: 24 },
  'password-reset': { name: 'Ali', token, expiresInMinutes: 30 },
  'email-change-confirm': { name: 'Ali', newEmail: 'baru@contoh.my', token, expiresInHours: 1 },
  'guardian-consent': { guardianName: 'Puan Siti', childName: 'Aminah', token, expiresInDays: 7 },
  'child-link': { name: 'Aminah', guardianName: 'Puan Siti', token, expiresInDays: 7 },
} as const;

describe('mail redaction', () => {
  for (const [name, data] of Object.entries(withToken)) {
    it(`removes the token of ${name} from every part and the data`, async () => {
      const rendered = await renderMail(name as keyof typeof withToken, data, {
        lang: 'ms',
        userId: 1,
        settings,
      });
      const stored = {
        template: name,
        data: JSON.stringify(rendered.data),
        html: rendered.html,
        text: rendered.text,
      };
      expect(stored.html).toContain('Tok%7Een_0123456789abcdefXYZ');
      const redacted = redactMail(stored);
      if (!redacted) throw new Error('nothing was redacted');
      for (const part of [redacted.html, redacted.text, redacted.data]) {
        expect(part).not.toMatch(/Tok(~|%7E|%7e)en_0123456789abcdefXYZ/);
        expect(part).toContain(REDACTED);
      }
      expect(JSON.parse(redacted.data).token).toBe(REDACTED);
      expect(redacted.text).toContain(rendered.text.split('\n').find((l) => l.startsWith('Hai')) ?? 'Hai');
    });
  }

  it('leaves mail without secrets alone', async () => {
    const rendered = await renderMail(
      'reseller-approved',
      { name: 'Ali', resellerCode: 'RS0042' },
      { lang: 'en', userId: 1, settings },
    );
    expect(
      redactMail({ template: 'reseller-approved', data: JSON.stringify(rendered.data), html: '', text: '' }),
    ).toBeNull();
    expect(redactMail({ template: 'no-such-template', data: '{}', html: '', text: '' })).toBeNull();
  });

  it('knows every template that carries a token as secret', () => {
    for (const [name, template] of Object.entries(MAIL_TEMPLATES)) {
      const shape = 'shape' in template.data ? Object.keys(template.data.shape) : [];
      const secret = [...(template.secrets ?? [])];
      expect(secret, name).toEqual(shape.filter((key) => /token/i.test(key)));
      expect(name in withToken, name).toBe(secret.length > 0);
    }
  });
});
