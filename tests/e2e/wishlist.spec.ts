import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginThroughPage } from './support';

const COURSE = 'Pembangunan Web Moden dengan HTML, CSS & JavaScript';
const courseCard = (page: Page) => page.getByRole('article').filter({ hasText: COURSE });

async function openCourseCard(page: Page): Promise<void> {
  await page.goto('/kursus/all?keyword=pembangunan+web');
  await expect(courseCard(page)).toBeVisible();
}

test('a visitor sees no heart and is sent to log in for /wishlist', async ({ page }) => {
  await openCourseCard(page);
  await expect(courseCard(page).getByRole('button', { name: /wishlist/i })).toHaveCount(0);
  await page.goto('/wishlist');
  await expect(page).toHaveURL(/\/login\?redirect=\/wishlist$/);
});

test('a user hearts a course, finds it on /wishlist and removes it', async ({ page }) => {
  await loginThroughPage(page, 'parent@demo.my');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  await expect(page.getByText('No record')).toBeVisible();
  await expectAccessible(page);

  await openCourseCard(page);
  const heart = courseCard(page).getByRole('button', { name: 'Tambah ke wishlist' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  const filled = courseCard(page).getByRole('button', { name: 'Buang dari wishlist' });
  await expect(filled).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);

  await page.goto('/wishlist');
  const item = page.getByRole('article').filter({ hasText: COURSE });
  await expect(item.getByRole('link', { name: COURSE })).toHaveAttribute('href', '/course/demo-video-course');
  await expect(item.getByText('Cikgu Nurul Aisyah binti Hassan')).toBeVisible();
  await expect(item.getByText(/Bina laman web responsif/)).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Remove' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('No record')).toBeVisible();

  await openCourseCard(page);
  await expect(courseCard(page).getByRole('button', { name: 'Tambah ke wishlist' })).toBeVisible();
});

test('the heart flips only after a successful update call', async ({ page }) => {
  await loginThroughPage(page, 'affiliate@demo.my');
  await expect(page).not.toHaveURL(/\/login/);
  await openCourseCard(page);
  await page.route('**/ajax/v2/vod/wishlist/update', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  const heart = courseCard(page).getByRole('button', { name: 'Tambah ke wishlist' });
  const failed = page.waitForResponse('**/ajax/v2/vod/wishlist/update');
  await heart.click();
  await failed;
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.unroute('**/ajax/v2/vod/wishlist/update');
  await heart.click();
  await expect(courseCard(page).getByRole('button', { name: 'Buang dari wishlist' })).toBeVisible();
  await courseCard(page).getByRole('button', { name: 'Buang dari wishlist' }).click();
  await expect(courseCard(page).getByRole('button', { name: 'Tambah ke wishlist' })).toBeVisible();
});

test('a user without the wishlist flag sees no heart', async ({ page }) => {
  await loginThroughPage(page, 'mohdfaris.ibrahim@demo.my');
  await expect(page).not.toHaveURL(/\/login/);
  await openCourseCard(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await expect(courseCard(page).getByRole('button', { name: /wishlist/i })).toHaveCount(0);
});

test('on a 360px phone the wishlist has no horizontal overflow', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await expect(page).not.toHaveURL(/\/login/);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/wishlist');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
