import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginThroughPage, openRenderedPage } from './support';

/** Ticks too many courses, checks the warning, then settles on `keep` courses and goes to checkout. */
async function chooseCourses(page: Page, keep: number): Promise<void> {
  await openRenderedPage(page, '/package/demo-package');
  await expect(page.getByRole('heading', { level: 1, name: 'Pakej Tahun 5 SUBSCRIPTION' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'MAHIR TUTOR COURSE' })).toBeVisible();
  await expect(page.getByText('Select Mahir Tutor Course: 3 course(s)')).toBeVisible();
  await expect(page.getByText('Matematik Tahun 5', { exact: true })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await expectAccessible(page);

  const boxes = page.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThan(3);
  for (let i = 0; i < 4; i++) await boxes.nth(i).check();
  await expect(page.getByText('You have selected more than 3 courses')).toBeVisible();
  await expect(next).toBeDisabled();
  await expectAccessible(page);

  for (let i = 3; i >= keep; i--) await boxes.nth(i).uncheck();
  await expect(page.getByText('You have selected more than 3 courses')).toHaveCount(0);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/subscription\/checkout$/);
}

test('the header leads to the packages page, and a package to its course choice', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Pakej' }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pakej Langganan' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Pakej Tahun 5' });
  await expect(card.getByText(/^RM \d/)).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('link', { name: 'Pilih Pakej' }).click();
  await expect(page).toHaveURL(/\/package\/demo-package$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pakej Tahun 5 SUBSCRIPTION' })).toBeVisible();
});

test('a visitor picks the courses of a package and goes on to checkout', async ({ page }) => {
  await chooseCourses(page, 3);
});

test('a student picks the courses of a package and goes on to checkout', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  await chooseCourses(page, 1);
});

// A parent buys for a child (issue 20); other roles that are not pupils still see the notice.
test('an HR manager sees the student-only notice instead of the form', async ({ page }) => {
  await loginThroughPage(page, 'hr@demo.my');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/package/demo-package');
  await expect(page.getByRole('heading', { level: 1, name: 'Pakej Tahun 5 SUBSCRIPTION' })).toBeVisible();
  await expect(page.getByText('The packages only available for Student only.')).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectAccessible(page);
});
