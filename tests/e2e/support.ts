import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type Request } from '@playwright/test';
import Database from 'better-sqlite3';

export const PASSWORD = 'mahir2026';

// The e2e server has no SMTP_URL: its job runner keeps each mail as an .eml file in the data folder.
const dataDir = join(import.meta.dirname, '.artifacts', `data-${process.env.E2E_PORT ?? 8191}`);
const mailDir = join(dataDir, 'mail');

/**
 * Runs `body`, then puts the account's interface language back as it was: a spec that chooses a language while
 * logged in as a demo account (which the server remembers on the profile, DESIGN.md) must not leave later
 * specs of that account reading another language. Written to the e2e server's own database file.
 */
export async function keepingProfileLanguage(email: string, body: () => Promise<void>): Promise<void> {
  const db = new Database(join(dataDir, 'mahir.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    const row = db.prepare('select language from users where email = ?').get(email) as
      | { language: string | null }
      | undefined;
    try {
      await body();
    } finally {
      db.prepare('update users set language = ? where email = ?').run(row?.language ?? null, email);
    }
  } finally {
    db.close();
  }
}

/** The link to `path` in the newest mail to `email`, once the job runner has written it. */
export async function mailedLink(email: string, path: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
          } catch {
            return [];
          }
        })();
        for (const file of files.sort().reverse()) {
          // Quoted-printable: undo soft line breaks and the encoded '='.
          const text = readFileSync(join(mailDir, file), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=');
          if (!text.includes(email)) continue;
          const link = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
          if (link) {
            found = link[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a ${path} mail to ${email}` },
    )
    .toBe(true);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** Logs in through the real /login page. */
export async function loginThroughPage(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Kata laluan/).fill(password);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
}

/** Fails on serious or critical accessibility violations of the current page. */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Watches a page as it loads: the API calls it makes and the errors it logs or throws, and whether the
 * heading the server sent is still the one shown (hydration adopts it; a fresh client render replaces it).
 */
export async function watchHydration(page: Page): Promise<{
  calls: string[];
  errors: string[];
  headingAdopted: () => Promise<boolean | undefined>;
}> {
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ajax/')) calls.push(new URL(r.url()).pathname);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { sentHeading: Element | null }).sentHeading = document.querySelector('h1');
    });
  });
  const headingAdopted = () =>
    page.evaluate(() => (window as unknown as { sentHeading: Element | null }).sentHeading?.isConnected);
  return { calls, errors, headingAdopted };
}

/** Fails when the page is wider than its window, so part of it would need sideways scrolling to reach. */
export async function expectFitsWidth(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(
    scroll,
    `${new URL(page.url()).pathname} is ${scroll}px wide in a ${client}px window`,
  ).toBeLessThanOrEqual(client);
}

/** Fails when an element ends beyond the window's right edge (cut off, even where nothing scrolls). */
export async function expectWithinWidth(locator: Locator): Promise<void> {
  const width = locator.page().viewportSize()?.width ?? 0;
  const count = await locator.count();
  expect(count, 'elements to measure').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const box = await locator.nth(i).boundingBox();
    expect(box, 'a visible element').not.toBeNull();
    if (box) expect(Math.round(box.x + box.width), `element ${i} of ${locator}`).toBeLessThanOrEqual(width);
  }
}

/** The requests whose path contains `path` that `action` sends (a second one starts at once when it does). */
export async function requestsDuring(page: Page, path: string, action: () => Promise<void>): Promise<number> {
  let seen = 0;
  const count = (r: Request) => {
    if (new URL(r.url()).pathname.includes(path)) seen++;
  };
  page.on('request', count);
  await action();
  await page.waitForTimeout(700);
  page.off('request', count);
  return seen;
}

/**
 * Opens a page the server renders for visitors (course, event, merchandise, package, coins) and waits until its
 * scripts have hydrated it: before that its controls are markup that ignores clicks.
 */
export async function openRenderedPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await hydrate(page);
}

/**
 * A server-rendered page runs its script at the first sign of use (`storefront/src/main.tsx`): moves the mouse
 * over it, as a visitor would, and waits until it has hydrated.
 */
export async function hydrate(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/** Runs `body` on the e2e server's own database file (to move a date the server would take a month to reach). */
export function withServerDatabase<T>(body: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, 'mahir.sqlite'));
  db.pragma('busy_timeout = 5000');
  try {
    return body(db);
  } finally {
    db.close();
  }
}

/**
 * Opens a chapter of a course page's 'Modul' accordion unless it is open already (the accordion may open it by
 * itself once progress loads), and waits until it is.
 */
export async function openChapter(page: Page, title: string): Promise<void> {
  const header = page
    .getByTestId('chapter')
    .filter({ hasText: title })
    .getByRole('button', { name: new RegExp(title) });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  // The panel grows open over 200 ms, clipped until it ends: a click aimed at a row before then can land
  // on the panel instead (seen about once in twelve runs). Mantine lifts the clip when it is fully open.
  await expect(
    page.getByTestId('chapter').filter({ hasText: title }).locator('.mantine-Accordion-panel'),
  ).toHaveCSS('overflow', 'visible');
}
