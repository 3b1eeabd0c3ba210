import { expect, test } from '@playwright/test';
import { ResellerRegisterPage } from './pages/reseller-register.page';
import { expectAccessible, loginThroughPage } from './support';

test('a visitor registers as a reseller and sees the THANK YOU screen', async ({ page }) => {
  const form = new ResellerRegisterPage(page);
  await form.goto();
  await expect(page.getByRole('heading', { level: 1, name: 'RESELLER REGISTRATION' })).toBeVisible();
  await expect(form.submit).toBeDisabled();
  // A confirmation that does not match says so at once, while the rest of the form is still empty.
  await form.field('Email').fill('calon@demo.my');
  await form.field('Confirm Email').fill('lain@demo.my');
  await form.field('Confirm Email').blur();
  await expect(page.getByText('Confirm Email is not match')).toBeVisible();
  await form.field('Password').fill('rahsia123');
  await form.field('Confirm Password').fill('rahsia12');
  await form.field('Confirm Password').blur();
  await expect(page.getByText('Confirm Password is not match')).toBeVisible();
  await form.field('Email').fill('reseller@demo.my');
  await form.field('Email').blur();
  await expect(page.getByText('Email already taken. Please use other email')).toBeVisible();
  await form.fill(`reseller.${Date.now()}@demo.my`);
  await form.field('Email').blur();
  await form.field('Phone No').fill('012-345');
  await form.field('Phone No').blur();
  await expect(page.getByText('Phone No must numeric')).toBeVisible();
  await expect(form.submit).toBeDisabled();
  await form.field('Phone No').fill('0123456789');
  await expect(form.submit).toBeEnabled();
  await expectAccessible(page);
  await form.submit.click();
  await expect(page).toHaveURL(/\/reseller\/thank-you$/);
  await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
  await expect(page.getByText('Your registration is under review and awaiting approval.')).toBeVisible();
  await page.getByRole('link', { name: 'Back To Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a logged-in user is told to log out first', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  await page.goto('/reseller/register');
  await expect(
    page.getByText("You're currently login right now. Please logout to continue the registration."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
});
