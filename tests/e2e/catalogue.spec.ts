import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, hydrate, watchHydration } from './support';

const cards = (page: Page) => page.getByRole('article');
const resultCount = (page: Page) => page.getByRole('heading', { level: 2, name: /kursus$/ });
const card = (page: Page, title: RegExp | string) => cards(page).filter({ hasText: title });

/** Searches all courses for 'networking' with Enter; the keyword lands in the URL and its course is listed. */
async function searchNetworking(page: Page) {
  await page.goto('/kursus/all');
  const box = page.getByRole('searchbox', { name: 'Cari kursus' });
  await box.fill('networking');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/kursus\/all\?keyword=networking$/);
  await expect(card(page, 'CCNA Fundamentals: Networking from Zero')).toBeVisible();
  return box;
}

/** The number of courses the search API counts for a body, asked in the page's own session. */
async function apiTotal(page: Page, body: Record<string, string>): Promise<number> {
  const csrf = await page.request.get('/ajax/v2/auth/csrf');
  const token = ((await csrf.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const res = await page.request.post('/ajax/v2/vod/course/search', {
    data: body,
    headers: { 'X-CSRF-TOKEN': token },
  });
  return ((await res.json()) as { data: { total: number } }).data.total;
}

test('a visitor browses /kursus/all: hero, filters and cards, without wishlist hearts', async ({ page }) => {
  await page.goto('/kursus/all');
  await expect(page.getByRole('heading', { level: 1, name: 'Semua Kursus' })).toBeVisible();
  const filters = page.getByRole('radiogroup', { name: 'Tapis mengikut sub-kategori' });
  for (const name of ['Semua', 'Teknikal', 'Insaniah', 'Keusahawanan', 'Rakan Strategik'])
    await expect(filters.getByText(name, { exact: true })).toBeVisible();
  const total = await apiTotal(page, { category: 'all' });
  expect(total).toBeGreaterThan(24);
  await expect(cards(page)).toHaveCount(12);
  await expect(resultCount(page)).toHaveText(`${total} kursus`);
  // Newest first: a course published by an earlier back-office journey may lead, and a special-invitation
  // card rightly hides its price, so the price is checked on the first card open to everyone.
  const first = cards(page).filter({ hasNotText: 'Jemputan khas' }).first();
  await expect(first.getByRole('heading', { level: 3 })).toBeVisible();
  await expect(first.getByText(/^RM \d/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /wishlist/i })).toHaveCount(0);
  await expectAccessible(page);
});

test('searches with Enter and with the Search button, keeping the keyword in the URL', async ({ page }) => {
  const box = await searchNetworking(page);
  const networking = await apiTotal(page, { category: 'all', keyword: 'networking' });
  await expect(resultCount(page)).toHaveText(`${networking} kursus`);

  await box.fill('pembangunan web');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/keyword=pembangunan\+web/);
  await expect(card(page, 'Pembangunan Web Moden dengan HTML, CSS & JavaScript')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);

  await page.goBack();
  await expect(box).toHaveValue('networking');
  await expect(card(page, 'CCNA Fundamentals: Networking from Zero')).toBeVisible();

  await box.fill('zzqqxxyy');
  await box.press('Enter');
  await expect(page.getByText('No record')).toBeVisible();
});

test('filters by a sub-category and pages with the page number in the URL', async ({ page }) => {
  await page.goto('/kursus/all');
  const total = await apiTotal(page, { category: 'all' });
  const softSkills = await apiTotal(page, { category: 'all', sub_category: 'soft-skills' });
  expect(softSkills).toBeGreaterThan(0);
  expect(softSkills).toBeLessThan(total);
  await page.getByText('Insaniah', { exact: true }).click();
  await expect(page).toHaveURL(/sub_category=soft-skills/);
  await expect(resultCount(page)).toHaveText(`${softSkills} kursus`);
  await expect(card(page, 'Kepimpinan Pasukan untuk Penyelia Baharu')).toBeVisible();
  await expect(card(page, 'CCNA Fundamentals')).toHaveCount(0);

  await page.getByText('Semua', { exact: true }).click();
  await expect(resultCount(page)).toHaveText(`${total} kursus`);
  const firstTitle = await cards(page).first().getByRole('heading').innerText();
  await page.getByRole('button', { name: 'Halaman 3' }).click();
  await expect(page).toHaveURL(/page=3$/);
  await expect(cards(page)).toHaveCount(Math.min(12, total - 24));
  await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle);
  await page.goBack();
  await expect(cards(page)).toHaveCount(12);
  await expect(cards(page).first().getByRole('heading')).toHaveText(firstTitle);
});

test('the tutor page shows its sub-categories, monthly prices and the strategic partners', async ({
  page,
}) => {
  await page.goto('/kursus/tutor');
  await expect(page.getByRole('heading', { level: 1, name: 'Mahir Tutor' })).toBeVisible();
  await expect(page.getByTestId('catalogue-hero')).toHaveAttribute('data-background', 'tutor');
  await page.getByText('Fizik SPM', { exact: true }).click();
  await expect(card(page, 'Fizik SPM: Daya dan Gerakan')).toBeVisible();
  await expect(card(page, 'Fizik SPM: Daya dan Gerakan').getByText('RM 40.00/bulan')).toBeVisible();
  const partners = page.getByRole('region', { name: 'Rakan Strategik Kami' });
  await expect(partners.getByRole('link', { name: /Akademi Digital Nusantara/ })).toBeVisible();
  // Each partner shows its own logo image (loaded, not a broken link), not initials.
  const logos = partners.getByRole('img');
  await expect(logos).toHaveCount(3);
  await expect(logos.first()).toHaveAttribute('alt', 'Akademi Digital Nusantara');
  await partners.scrollIntoViewIfNeeded();
  // Loaded, as a rendition at the size shown (AVIF/WebP from /media/image, issue 22): a srcset image's natural
  // width is its descriptor over the density the browser chose, so the 216 px the `sizes` names.
  await expect
    .poll(() => logos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth)))
    .toEqual([216, 216, 216]);
  for (const src of await logos.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).currentSrc)))
    expect(src).toMatch(/\/media\/image\/[\w-]+\?w=\d+&f=(avif|webp)$/);
  await expectAccessible(page);
  await partners.getByRole('link', { name: /Kolej Vokasional Mahir/ }).click();
  await expect(page).toHaveURL(/\/kursus\/partner\?sub_category=kolej-vokasional-mahir$/);
  await expect(card(page, 'Kimpalan Arka Logam Asas')).toBeVisible();
});

test('a special-invitation card hides its price', async ({ page }) => {
  await page.goto('/kursus/all?keyword=cloud+computing');
  const closed = card(page, 'Cloud Computing Bootcamp (AWS): Closed Cohort');
  await expect(closed.getByText('Jemputan khas')).toBeVisible();
  await expect(closed.getByText(/RM \d/)).toHaveCount(0);
});

test('an unknown category page says so', async ({ page }) => {
  await page.goto('/kursus/nope');
  await expect(page.getByText('Kategori ini tidak dijumpai.')).toBeVisible();
});

test('on a 360px phone the catalogue has no horizontal overflow', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/kursus/all', '/kursus/tutor', '/kursus/stok-foto']) {
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
});

test('visitor pages load without console errors, and the first card banners load eagerly', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  for (const path of ['/', '/kursus/all', '/kursus/tutor', '/course/demo-video-course']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
  await page.goto('/kursus/all');
  const banners = cards(page).locator('img');
  await expect(banners.first()).toHaveAttribute('loading', 'eager');
  await expect(banners.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(banners.nth(4)).toHaveAttribute('loading', 'lazy');
});

test('a visitor’s catalogue page arrives rendered by the server and asks the API nothing more to show it', async ({
  browser,
  page,
}) => {
  // Without scripts at all, the cards are already in the page the server sent.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/kursus/all');
  await expect(bare.getByRole('heading', { level: 1, name: 'Semua Kursus' })).toBeVisible();
  await expect(cards(bare)).toHaveCount(12);
  await noScript.close();

  // With scripts, the page hydrates from the answers it was sent: no session, category or search call.
  const { calls, errors, headingAdopted } = await watchHydration(page);
  await page.goto('/kursus/all');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('Semua Kursus · Mahir');
  // Nothing runs until the visitor uses the page; then it hydrates.
  await hydrate(page);
  await page.waitForLoadState('networkidle');
  // The heading the server sent is still shown: hydration adopted it, a fresh client render would replace it.
  expect(await headingAdopted()).toBe(true);
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
  // And it is live: a filter asks for its page.
  const searched = page.waitForRequest((r) => r.url().includes('/ajax/v2/vod/course/search'));
  await page
    .getByRole('radiogroup', { name: 'Tapis mengikut sub-kategori' })
    .getByText('Teknikal', { exact: true })
    .click();
  await searched;
  await expect(page).toHaveURL(/sub_category=technical/);
});

test('a filter clicked before the page’s script has started is applied once it has', async ({ page }) => {
  // Hold the app's script back, as a slow phone line would.
  await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/kursus/all');
  await page
    .getByRole('radiogroup', { name: 'Tapis mengikut sub-kategori' })
    .getByText('Insaniah', { exact: true })
    .click();
  await expect(page).toHaveURL(/sub_category=soft-skills/);
  await expect(cards(page).first()).toBeVisible();
});

test('a search typed before the page’s script has started finds its courses', async ({ page }) => {
  await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await searchNetworking(page);
});

test('text typed at human speed from the first moment, while the page’s script loads and hydrates, is all kept', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Hold the app's script back, as a slow phone line would, so the page hydrates in the middle of the typing.
  let released = 0;
  await page.route(/\/assets\/app-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    released = Date.now();
    await route.continue();
  });
  await page.goto('/kursus/all', { waitUntil: 'commit' });
  const box = page.getByRole('searchbox', { name: 'Cari kursus' });
  await box.waitFor();
  const started = Date.now();
  await box.pressSequentially('networking', { delay: 150 });
  const finished = Date.now();
  // The script arrived while the keys were being pressed: some before hydration, some during, some after.
  expect(released).toBeGreaterThan(started);
  expect(released).toBeLessThan(finished);
  await page.waitForLoadState('networkidle');
  await expect(box).toHaveValue('networking');
  const searched = page.waitForRequest((r) => r.url().includes('/ajax/v2/vod/course/search'));
  await box.press('Enter');
  await searched;
  await expect(page).toHaveURL(/\/kursus\/all\?keyword=networking$/);
  await expect(card(page, 'CCNA Fundamentals: Networking from Zero')).toBeVisible();
  await expect(box).toHaveValue('networking');
  expect(errors).toEqual([]);
});
