import { expect, test } from '@playwright/test';
import { hydrate, watchHydration } from './support';

/** The seed's first active banner. */
const BANNER = 'Belajar Apa Sahaja, Bila-bila Masa';

test('a visitor’s front page arrives rendered by the server with its banners, and nothing moves as it starts', async ({
  browser,
  page,
}) => {
  // Without scripts at all, the hero, the banners and the categories are already in the page.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto('/');
  await expect(bare.getByRole('heading', { level: 1, name: 'Belajar. Mahir. Berjaya.' })).toBeVisible();
  await expect(bare.getByRole('region', { name: 'Banners' }).getByText(BANNER)).toBeVisible();
  await expect(bare.getByRole('heading', { name: 'Terokai mengikut kategori' })).toBeVisible();
  await noScript.close();

  // With scripts, the page hydrates from what it was sent: no API call, no error, and no layout shift (the
  // banners used to arrive after the page and push it down).
  const { calls, errors, headingAdopted } = await watchHydration(page);
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.shifted += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await hydrate(page);
  await page.waitForLoadState('networkidle');
  expect(await headingAdopted()).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
  expect(calls).toEqual([]);
  expect(errors).toEqual([]);
  // And it is live: a banner's button leads on without reloading the page.
  await page.getByRole('region', { name: 'Banners' }).getByRole('link', { name: 'Lihat Kursus' }).click();
  await expect(page).toHaveURL(/\/kursus\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Semua Kursus' })).toBeVisible();
});
