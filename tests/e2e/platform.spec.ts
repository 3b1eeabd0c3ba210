import { expect, test } from '@playwright/test';
import { expectAccessible, loginThroughPage, PASSWORD } from './support';

const ACCOUNTS: Array<[string, RegExp]> = [
  ['student@demo.my', /\/my\/courses$/],
  ['parent@demo.my', /\/$/],
  ['hr@demo.my', /\/hr\/statistics$/],
  ['employee@demo.my', /\/my\/courses$/],
  ['affiliate@demo.my', /\/$/],
  ['admin@demo.my', /\/backoffice\/$/],
  ['tutor@demo.my', /\/backoffice\/$/],
  ['reseller@demo.my', /\/backoffice\/$/],
  ['subreseller@demo.my', /\/backoffice\/$/],
];

test('the storefront front page carries the CSRF meta tag and is accessible', async ({ page }) => {
  await page.goto('/');
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  expect(token).toMatch(/^[\w-]{20,}$/);
  await expect(page.getByRole('heading', { name: 'Belajar. Mahir. Berjaya.' })).toBeVisible();
  await expectAccessible(page);
  // The footer is the page's own landmark, after <main>, not part of it.
  await expect(page.locator('main footer')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toContainText('Reseller Registration');
});

for (const [email, landing] of ACCOUNTS) {
  test(`${email} logs in through /login and lands where the role expects`, async ({ page }) => {
    await loginThroughPage(page, email);
    await expect(page).toHaveURL(landing);
  });
}

test('a wrong password shows the message and stays on /login', async ({ page }) => {
  await loginThroughPage(page, 'parent@demo.my', 'not-the-password');
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectAccessible(page);
});

test('pages and their forms run under the Content-Security-Policy without a violation', async ({ page }) => {
  // zod probes `new Function` unless told not to; the browser reports that probe even though it is caught.
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/backoffice/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await violations()).toEqual([]);
  for (const path of ['/', '/kursus/all', '/events', '/mahir-coins']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});

test('a logged-in user can log out from the account menu', async ({ page }) => {
  await loginThroughPage(page, 'parent@demo.my');
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Log Keluar' }).click();
  await expect(page.getByRole('link', { name: 'Log Masuk' })).toBeVisible();
});

test('the back office has its own login screen and a sidebar by role', async ({ page }) => {
  await page.goto('/backoffice/');
  await expect(page.getByRole('heading', { name: 'Mahir Back Office' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Email').fill('admin@demo.my');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByText('Dashboard')).toBeVisible();
  // An admin lands on the admin dashboard (spec 002: the 'Courses Approval' card among its figures).
  await expect(page.getByText('Courses Approval')).toBeVisible();
  await expectAccessible(page);
});

test('a student is told the back office is not for them', async ({ page }) => {
  await page.goto('/backoffice/');
  await page.getByLabel('Email').fill('student@demo.my');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'No back-office access' })).toBeVisible();
});

test('the storefront works on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Menu mudah alih' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Menu mudah alih' }).getByText('Ebook')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  // Choosing a page closes the menu.
  await page.getByRole('navigation', { name: 'Menu mudah alih' }).getByText('Ebook').click();
  await expect(page).toHaveURL(/\/kursus\/ebook$/);
  await expect(page.getByRole('navigation', { name: 'Menu mudah alih' })).toBeHidden();
});
