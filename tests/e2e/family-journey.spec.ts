import { expect, type Page, test } from '@playwright/test';
import { AccountStepPage } from './pages/account-step.page';
import { SandboxPaymentPage } from './pages/sandbox-payment.page';
import { expectAccessible, expectFitsWidth, hydrate, mailedLink, openRenderedPage } from './support';

// Issue 20 as a new family lives it: a parent who signs up, adds a child and buys for them, and a pupil
// under 18 who signs up alone and waits for that parent's consent.
const PASSWORD = 'rahsia123';
const stamp = Date.now().toString(36);
const parentEmail = `ibu.${stamp}@example.my`;

async function login(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Kata laluan/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test.describe.configure({ mode: 'serial' });

test('a new parent adds a child, buys a package for them, and sees it on /family', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto('/register');
  // The sign-up page is the server's until used; `check()` wants the box ticked at once, not held meanwhile.
  await hydrate(page);
  await page.getByText('Ibu bapa / Parent').click();
  await page.getByLabel('Full Name').fill('Siti Rohana binti Ahmad');
  await page.getByLabel('Email').fill(parentEmail);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Daftar / Sign up' }).click();
  await expect(page.getByRole('status')).toContainText('check your email');
  await login(page, parentEmail);

  await page.goto('/family');
  await page
    .getByRole('button', { name: /Add a child/ })
    .first()
    .click();
  const add = page.getByRole('form', { name: /Add a child/ });
  const field = (label: string) => add.getByRole('textbox', { name: label, exact: true });
  const choose = async (label: string, option: string | RegExp) => {
    await add.getByRole('textbox', { name: label, exact: true }).click();
    await page.getByRole('option', { name: option }).click();
  };
  const childEmail = `adam.${stamp}@example.my`;
  await field('First Name').fill('Adam');
  await field('Last Name').fill('bin Zainal');
  await choose('Gender', /Lelaki/);
  await field('Phone No').fill('0123456789');
  await field('School / Institution').fill('SK Taman Melawati');
  await field('Email').fill(childEmail);
  await field('Confirm Email').fill(childEmail);
  await add.getByLabel(/^Password/).fill(PASSWORD);
  await add.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await field('Guardian Name').fill('Siti Rohana binti Ahmad');
  await choose('Relation', 'Mother');
  await field('Guardian Email').fill(parentEmail);
  await field('Guardian Phone No').fill('0198765432');
  await field('Address').fill('No 12 Jalan Melawati 3');
  await field('Postcode').fill('53100');
  await choose('State', 'Selangor');
  await field('City').fill('Kuala Lumpur');
  await add.getByRole('button', { name: /Add child/ }).click();
  const adam = page.getByRole('region', { name: 'Adam bin Zainal' });
  await expect(adam).toBeVisible();

  // The package is for Adam: his details fill the account step, and the billing step's "parent details"
  // are the guardian's he was added with.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openRenderedPage(page, '/package/demo-package');
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout$/);
  await page.getByRole('textbox', { name: /This package is for/ }).click();
  await page.getByRole('option', { name: 'Adam bin Zainal' }).click();
  const account = new AccountStepPage(page);
  await expect(account.field('First Name')).toHaveValue('Adam');
  await account.pickSchool('Selangor');
  await account.next.click();
  const billing = page.getByRole('form', { name: 'Billing details' });
  await billing.getByRole('radio', { name: 'Use parent details' }).check();
  await expect(billing.getByRole('textbox', { name: 'Phone No', exact: true })).toHaveValue('0198765432');
  await expect(billing.getByRole('textbox', { name: 'Address 1', exact: true })).toHaveValue(
    'No 12 Jalan Melawati 3',
  );
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await new SandboxPaymentPage(page).approve();
  await expect(page.getByTestId('order-status')).toHaveText('PAID');

  // The package is fulfilled by the `order.paid` handler a moment after the payment: the page shows it once it
  // is (the server renders /family with what it holds when asked).
  await expect(async () => {
    await page.goto('/family');
    await expect(adam.getByText('Pakej Tahun 5')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(adam.getByText(/Next payment:/)).toBeVisible();
  await expectFitsWidth(page);
});

test('a pupil under 18 waits for the consent of the guardian they name, and may ask again', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  const pupilEmail = `irfan.${stamp}@example.my`;
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Irfan bin Zainal');
  await page.getByLabel('Email').fill(pupilEmail);
  await page.getByLabel(/Date of birth/).fill('2011-01-20');
  await page.getByLabel(/guardian's email/).fill(parentEmail);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel(/I accept the terms/).check();
  await page.getByRole('button', { name: 'Daftar / Sign up' }).click();
  await expect(page.getByRole('status')).toContainText('check your email');
  const firstLink = await mailedLink(parentEmail, '/family/consent');
  await login(page, pupilEmail);

  // Every page says why buying waits, and offers to ask again.
  const notice = page
    .getByRole('alert')
    .filter({ hasText: "Waiting for your parent's or guardian's consent" });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: /Send the request again/ }).click();
  await expect(notice.getByRole('status')).toContainText(parentEmail);
  await expectFitsWidth(page);
  await expectAccessible(page);
  await expect.poll(() => mailedLink(parentEmail, '/family/consent')).not.toBe(firstLink);
  const link = await mailedLink(parentEmail, '/family/consent');

  // The guardian consents from the mail, signed in as the parent: the pupil becomes their child.
  const guardian = await browser.newPage({ viewport: { width: 412, height: 900 } });
  await guardian.goto(new URL('/login', page.url()).toString());
  await guardian.getByLabel('Email').fill(parentEmail);
  await guardian.getByLabel(/Kata laluan/).fill(PASSWORD);
  await guardian.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(guardian).not.toHaveURL(/\/login/);
  await guardian.goto(new URL(link, page.url()).toString());
  await guardian.getByRole('button', { name: 'I consent', exact: true }).click();
  await expect(guardian.getByText(/consent has been recorded/)).toBeVisible();
  await guardian.goto(new URL('/family', page.url()).toString());
  await expect(guardian.getByRole('region', { name: 'Irfan bin Zainal' })).toBeVisible();
  await guardian.close();

  // The notice is gone; the pupil sees their guardian on the profile and can end the link.
  await page.goto('/profile');
  await expect(notice).toHaveCount(0);
  const card = page.getByRole('region', { name: /My parents and guardians/ });
  await expect(card.getByText('Siti Rohana binti Ahmad')).toBeVisible();
  await card.getByRole('button', { name: /Unlink/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Unlink/ })
    .click();
  await expect(card.getByText(/No parent or guardian is linked/)).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAccessible(page);
});
