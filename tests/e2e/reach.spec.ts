import { expect, test } from '@playwright/test';
import { expectAccessible, hydrate, watchHydration } from './support';

test('an unknown page answers 404 with a page that leads back home', async ({ page }) => {
  const res = await page.goto('/tiada-halaman-ini');
  expect(res?.status()).toBe(404);
  await expect(page).toHaveTitle('Halaman tidak dijumpai · Mahir');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kembali ke laman utama' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown course answers 404 and says it was not found', async ({ page }) => {
  const res = await page.goto('/course/tiada-kursus-ini');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Kursus tidak dijumpai' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a course page shows its title and description, and carries its tags', async ({ page }) => {
    const res = await page.goto('/course/demo-locked-course');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle('CCNA Fundamentals: Networking from Zero | Mahir');
    await expect(
      page.getByRole('heading', { level: 1, name: 'CCNA Fundamentals: Networking from Zero' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tentang Kursus' })).toBeVisible();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(20);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/course\/demo-locked-course$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'CCNA Fundamentals: Networking from Zero | Mahir',
    );
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Course', name: 'CCNA Fundamentals: Networking from Zero' });
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });
});

test('the course page the server rendered hydrates from its boot data, keeping the heading it was sent', async ({
  page,
}) => {
  const { calls, errors, headingAdopted } = await watchHydration(page);
  await page.goto('/course/demo-locked-course');
  await page.waitForLoadState('networkidle');
  await hydrate(page);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle('CCNA Fundamentals: Networking from Zero | Mahir');
  expect(await headingAdopted()).toBe(true);
  // The page's own answer came with it; only its sections (questions, reviews, related courses) ask.
  expect(calls).not.toContain('/ajax/v2/vod/course/page/demo-locked-course');
  expect(errors).toEqual([]);
});

test.describe('installed as an app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('links its manifest, and a page already visited opens offline with a notice', async ({
    page,
    context,
  }) => {
    await page.goto('/events');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(((await manifest.json()) as { name: string }).name).toContain('Mahir');
    // The worker takes over from the next page load; that load keeps the page for offline use.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready)))
      .toBe(true);
    await page.goto('/events');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto('/kursus/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Semua Kursus' })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/kursus/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Semua Kursus' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Anda di luar talian' })).toBeVisible();
    // A page never opened here: the offline page.
    await page.goto('/merchandise');
    await expect(page.getByRole('heading', { name: 'Anda di luar talian' })).toBeVisible();
    await context.setOffline(false);
  });
});
