import { expect, type Page, test } from '@playwright/test';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { expectAccessible, expectFitsWidth } from './support';

const PASSWORD = 'rahsia123';

/** Signs a new pupil up through /register (the privacy notice linked from its checkbox), then logs in. */
async function newPupil(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  await page.getByLabel('Full Name').fill('Nur Aisyah');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Date of birth/).fill('2012-05-04');
  // A pupil under 18 names a parent or guardian, who is asked for consent (issue 20).
  await page.getByLabel(/guardian's email/).fill(`penjaga.${email}`);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Daftar / Sign up' }).click();
  await expect(page.getByRole('status')).toContainText('check your email');
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Kata laluan/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

for (const width of [412, 1280]) {
  test(`at ${width}px the privacy notice reads in Malay and English with its version`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Notis privasi' })).toBeVisible();
    await expect(page.getByTestId('privacy-version')).toContainText(/\d{4}-\d\d-\d\d/);
    await expectFitsWidth(page);
    await expectAccessible(page);
    await page.getByText('English', { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  });
}

test('at 412px a person downloads their data and asks for deletion; an admin completes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  const email = `padam.${Date.now().toString(36)}@example.my`;
  await newPupil(page, email);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Data anda / Your data' });
  await expect(card).toBeVisible();

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: /Download my data/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^mahir-data-\d+-\d{4}-\d\d-\d\d\.zip$/);

  await card.getByRole('button', { name: /Delete my account/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Padam akaun / Delete account' });
  await dialog.getByLabel(/Password/).fill('bukan-kata-laluan');
  await dialog.getByRole('button', { name: /Yes, delete my account/ }).click();
  await expect(dialog.getByText(/The password is incorrect/)).toBeVisible();
  await dialog.getByLabel(/Password/).fill(PASSWORD);
  await dialog.getByRole('button', { name: /Yes, delete my account/ }).click();
  await expect(card.getByText(/Your request to delete your account is being processed/)).toBeVisible();
  await expect(card.getByRole('button', { name: /Delete my account/ })).toHaveCount(0);
  // Axe reads the page once the dialog has faded out, not its half-transparent text mid-transition.
  await expect(dialog).toBeHidden();
  await expectFitsWidth(page);
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  // The back office signs in on its own screen; the pupil's session is left behind.
  await page.context().clearCookies();
  const app = new BackofficeApp(page);
  await app.login('admin@demo.my');
  await app.open('Account Deletion Requests');
  const table = page.getByRole('table', { name: 'Account deletion requests' });
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Complete deletion/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/The account has been deleted/)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible(page);

  // The deleted account no longer logs in (as a visitor: the admin's session, and the language an earlier
  // spec left on the admin's profile, stay out of it).
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Kata laluan/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page).toHaveURL(/\/login/);
});
