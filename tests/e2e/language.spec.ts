import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectFitsWidth, watchHydration } from './support';

const header = (page: Page) => page.locator('[data-app-header]');
const htmlLang = (page: Page) => page.locator('html');

test('?lang=en then ?lang=ms change the header and <html lang>, and each is remembered on the next page', async ({
  page,
}) => {
  const { errors } = await watchHydration(page);

  // No choice: the spec's strings as written, the page as built.
  await page.goto('/');
  await expect(htmlLang(page)).toHaveAttribute('lang', 'ms');
  await expect(htmlLang(page)).not.toHaveAttribute('data-lang', /.+/);
  await expect(header(page).getByRole('link', { name: 'Log Masuk' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Events', exact: true })).toBeVisible();

  // English from the switch (a full load with ?lang=en).
  await header(page).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\?lang=en$/);
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  // Remembered: the next page without the parameter.
  await page.goto('/packages');
  await expect(htmlLang(page)).toHaveAttribute('lang', 'en');
  await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('An online learning platform');

  // Malay.
  await page.goto('/events?lang=ms');
  await expect(htmlLang(page)).toHaveAttribute('lang', 'ms');
  await expect(htmlLang(page)).toHaveAttribute('data-lang', 'ms');
  await expect(header(page).getByRole('link', { name: 'Acara', exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Log Masuk' })).toBeVisible();

  await page.goto('/kursus/all');
  await expect(htmlLang(page)).toHaveAttribute('data-lang', 'ms');
  await expect(header(page).getByRole('link', { name: 'Acara', exact: true })).toBeVisible();
  await expectAccessible(page);

  // The server-rendered pages hydrated in the language they were rendered in.
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test('the switch fits the header on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto('/?lang=en');
  await expect(header(page).getByRole('link', { name: 'Bahasa Melayu' })).toBeVisible();
  await expectFitsWidth(page);
  await page.goto('/?lang=ms');
  await expect(header(page).getByRole('link', { name: 'English' })).toBeVisible();
  await expectFitsWidth(page);
});
