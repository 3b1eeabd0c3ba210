import { expect, type Page, test } from '@playwright/test';
import { AccountStepPage, type StudentDetails } from './pages/account-step.page';
import { BillingStepPage } from './pages/billing-step.page';
import { expectAccessible, PASSWORD } from './support';

const student: StudentDetails = {
  firstName: 'Aisyah',
  lastName: 'Karim',
  phone: '0198765432',
  guardianName: 'Rosnah binti Ali',
  guardianEmail: 'rosnah@example.my',
  guardianPhone: '0123334444',
  address1: 'No 1, Jalan Kenanga',
  postcode: '43000',
  state: 'Selangor',
  city: 'Kajang',
};

async function choosePackage(page: Page) {
  await page.goto('/package/demo-package');
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout$/);
}

test('without a package the checkout says Package is not selected yet!', async ({ page }) => {
  await page.goto('/subscription/checkout');
  await expect(page.getByRole('alert')).toContainText('Package is not selected yet!');
  await page.goto('/subscription/checkout/billing');
  await expect(page.getByRole('alert')).toContainText('Package is not selected yet!');
});

test('a guest fills the account step, picks a school, pays on the sandbox page and sees the order', async ({
  page,
}) => {
  await choosePackage(page);
  const account = new AccountStepPage(page);
  await expect(page.getByRole('link', { name: 'Returning customer? Click here to login' })).toBeVisible();
  await expect(page.getByTestId('package-price')).toContainText('/ 1 Month');

  // The spec's messages, from the same rules the server uses.
  await account.next.click();
  await expect(page.getByText('Email is required').first()).toBeVisible();
  await expect(page.getByText('Confirm Email is required')).toBeVisible();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Name of School is required')).toBeVisible();
  await account.field('Email').fill('student@demo.my');
  await account.field('Email').blur();
  await expect(page.getByText('Email already taken. Please use other email')).toBeVisible();
  await expect(account.next).toBeDisabled();

  const email = `murid.${Date.now()}@demo.my`;
  await account.fillGuestAccount(email, 'rahsia1');
  await account.field('Email').blur();
  await expect(page.getByText('Email already taken. Please use other email')).toHaveCount(0);
  await account.field('Password').fill('123');
  await account.field('Confirm Password').fill('124');
  await account.next.click();
  await expect(page.getByText('Passwords must be at least 6 characters in length')).toBeVisible();
  await expect(page.getByText('Confirm Password is not match')).toBeVisible();
  await account.fillGuestAccount(email, 'rahsia1');
  await account.fillPersonalAndParent(student);
  await account.field('Reseller Code').fill('TIADA99');
  await account.field('Reseller Code').blur();
  await expect(page.getByText('Reseller code is invalid')).toBeVisible();
  await expect(account.next).toBeDisabled();
  await account.field('Reseller Code').fill('RS0001');
  await account.field('Reseller Code').blur();
  await expect(page.getByText('Reseller code is invalid')).toHaveCount(0);

  const school = await account.pickSchool('Selangor');
  await expect(account.field('Name of School')).toHaveValue(school);
  await expectAccessible(page);
  await account.next.click();

  await expect(page).toHaveURL(/\/subscription\/checkout\/billing$/);
  const billing = new BillingStepPage(page);
  await expect(billing.pay).toBeDisabled();
  await billing.fill({
    name: 'Rosnah binti Ali',
    email: 'rosnah@example.my',
    phone: '0123334444',
    address1: 'No 1, Jalan Kenanga',
    postcode: '43000',
    state: 'Selangor',
    city: 'Kajang',
  });
  await expect(billing.pay).toBeEnabled();
  await expectAccessible(page);
  await billing.pay.click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  const reference = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).not.toHaveURL(/\/payments\/sandbox\//);
  await page.goto('/orders');
  await expect(page.getByText(reference).first()).toBeVisible();
});

test('parent@demo.my logs in from the account step and uses billing type 1 and 2', async ({ page }) => {
  await choosePackage(page);
  await expect(page.getByRole('link', { name: 'Returning customer? Click here to login' })).toHaveAttribute(
    'href',
    '/login?redirect=/subscription/checkout',
  );
  await page.goto('/login?redirect=/subscription/checkout');
  await page.getByLabel('Email').fill('parent@demo.my');
  await page.getByLabel(/Kata laluan/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout$/);

  const account = new AccountStepPage(page);
  await expect(account.field('First Name')).toBeVisible();
  await expect(account.form.getByLabel('Confirm Email')).toHaveCount(0);
  await account.fillPersonalAndParent(student);
  await account.pickSchool('Johor');
  await account.next.click();

  await expect(page).toHaveURL(/\/subscription\/checkout\/billing$/);
  const billing = new BillingStepPage(page);
  await billing.chooseType('Use parent details');
  await expect(billing.field('Full Name')).toHaveValue('Rosnah binti Ali');
  await expect(billing.field('Email')).toHaveValue('rosnah@example.my');
  await expect(billing.pay).toBeEnabled();
  await billing.chooseType('New billing address');
  await expect(billing.field('Full Name')).toHaveValue('');
  await expect(billing.field('City')).toHaveValue('');
  await expect(billing.pay).toBeDisabled();
  await billing.chooseType('Use parent details');
  await billing.pay.click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
});
