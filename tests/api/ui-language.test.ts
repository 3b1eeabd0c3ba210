import { DEMO_ACCOUNTS } from '@mahir/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface Page {
  status: number;
  html: string;
  /** The `<html ...>` opening tag. */
  root: string;
  /** The `lang` cookie the answer set, or null. */
  langCookie: string | null;
}

describe.each(dialects())('interface language: ?lang=, the cookie and the profile on %s', (dialect) => {
  let server: TestServer;

  const page = async (path: string, cookie?: string): Promise<Page> => {
    const headers: Record<string, string> = { Accept: 'text/html' };
    if (cookie) headers.Cookie = cookie;
    const res = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
    const html = await res.text();
    const set = res.headers.getSetCookie().find((c) => c.startsWith('lang='));
    return {
      status: res.status,
      html,
      root: /<html[^>]*>/.exec(html)?.[0] ?? '',
      langCookie: set ?? null,
    };
  };
  const profileLanguage = async (email: string) =>
    (
      await server.db
        .selectFrom('users')
        .select('language')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).language;

  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('leaves the page as built when no language was chosen', async () => {
    const res = await page('/');
    expect(res.status).toBe(200);
    expect(res.root).toContain('lang="ms"');
    expect(res.root).not.toContain('data-lang');
    expect(res.langCookie).toBeNull();
  });

  it('follows ?lang= in <html lang> and remembers it in a long-lived cookie', async () => {
    const en = await page('/events?lang=en');
    expect(en.status).toBe(200);
    expect(en.root).toContain('lang="en" data-lang="en"');
    expect(en.langCookie).toMatch(/^lang=en;/);
    expect(en.langCookie).toMatch(/max-age|expires/i);
    expect(en.langCookie).not.toMatch(/httponly/i);

    const next = await page('/events', 'lang=en');
    expect(next.root).toContain('lang="en" data-lang="en"');
    expect(next.langCookie).toBeNull();

    const ms = await page('/?lang=ms', 'lang=en');
    expect(ms.root).toContain('lang="ms" data-lang="ms"');
    expect(ms.langCookie).toMatch(/^lang=ms;/);
  });

  it('ignores an unknown language or cookie value and changes nothing', async () => {
    for (const bad of ['fr', 'EN', '', '%3Cscript%3E']) {
      const res = await page(`/?lang=${bad}`);
      expect(res.status).toBe(200);
      expect(res.root).not.toContain('data-lang');
      expect(res.langCookie).toBeNull();
    }
    // A repeated parameter is an array to koa: never a choice.
    const repeated = await page('/?lang=en&lang=ms');
    expect(repeated.root).not.toContain('data-lang');
    expect(repeated.langCookie).toBeNull();
    const forged = await page('/', 'lang="><script>');
    expect(forged.root).not.toContain('data-lang');
    expect(forged.html).not.toContain('"><script>');
  });

  it('keeps a logged-in choice on the profile, which a new device then follows', async () => {
    const email = DEMO_ACCOUNTS.student;
    const student = await clientFor(server.url, email);
    const en = await page('/my-courses?lang=en', student.cookie);
    expect(en.root).toContain('lang="en"');
    expect(await profileLanguage(email)).toBe('en');

    // Another browser, same account, no cookie: the profile's choice.
    const other = await clientFor(server.url, email);
    const there = await page('/', other.cookie);
    expect(there.root).toContain('lang="en" data-lang="en"');

    await page('/?lang=ms', other.cookie);
    expect(await profileLanguage(email)).toBe('ms');
    // A visitor's choice never touches any profile.
    await page('/?lang=en');
    expect(await profileLanguage(email)).toBe('ms');
  });

  it("takes the choice back with ?lang=default: cookie removed, profile cleared, the spec's page", async () => {
    const email = DEMO_ACCOUNTS.tutor;
    const tutor = await clientFor(server.url, email);
    await page('/backoffice/?lang=en', tutor.cookie);
    expect(await profileLanguage(email)).toBe('en');

    const cleared = await page('/backoffice/?lang=default', `${tutor.cookie}; lang=en`);
    expect(cleared.status).toBe(200);
    // The page as built, as for a visitor who never chose.
    expect(cleared.root).toBe((await page('/backoffice/')).root);
    expect(cleared.root).not.toContain('data-lang');
    // The cookie is expired, not set to a value.
    expect(cleared.langCookie).toMatch(/^lang=;/);
    expect(cleared.langCookie).toMatch(/expires=Thu, 01 Jan 1970/i);
    expect(await profileLanguage(email)).toBeNull();
    // Nothing chosen any more: the next page, without cookie or parameter, is the spec's.
    expect((await page('/backoffice/', tutor.cookie)).root).not.toContain('data-lang');

    // A profile value that was never an interface choice (the seed's `bm`) stays.
    await server.db.updateTable('users').set({ language: 'bm' }).where('email', '=', email).execute();
    await page('/?lang=default', tutor.cookie);
    expect(await profileLanguage(email)).toBe('bm');
    // A visitor clearing touches no profile.
    expect((await page('/?lang=default')).root).not.toContain('data-lang');
  });

  it('follows the choice on the back office pages too', async () => {
    const res = await page('/backoffice/?lang=en');
    expect(res.root).toContain('lang="en"');
  });

  it('answers the API as before (no cookie set by API calls)', async () => {
    const res = await fetch(`${server.url}/ajax/v2/auth/csrf?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('lang='))).toBe(false);
  });
});
