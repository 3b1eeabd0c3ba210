import { expect, type Page, test } from '@playwright/test';
import { AccountStepPage, type StudentDetails } from './pages/account-step.page';
import { BillingStepPage } from './pages/billing-step.page';
import { choosePackage } from './pages/package-choice';
import { SandboxPaymentPage } from './pages/sandbox-payment.page';
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

  // A confirmation that does not match says so at once, while the rest of the form is still empty.
  await account.field('Email').fill('calon@demo.my');
  await account.field('Confirm Email').fill('lain@demo.my');
  await account.field('Confirm Email').blur();
  await expect(page.getByText('Confirm Email is not match')).toBeVisible();
  await account.field('Email').fill('');
  await account.field('Confirm Email').fill('');

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

  // Paid, the package has left the cart: nothing there to pay again.
  await page.goto('/cart');
  await expect(page.getByText('Cart is Empty!')).toBeVisible();

  // Back on the account step for another package, the reseller code given before is filled in from the
  // spec's call, and a typed code is checked with that same call.
  const lookups: string[] = [];
  page.on('request', (r) => {
    if (/\/ajax\/v2\/(package\/reseller\/code|reseller\/check\/code)/.test(r.url())) lookups.push(r.url());
  });
  await choosePackage(page, await packageSlug(page, 'Pakej SPM'));
  await expect(account.field('Reseller Code')).toHaveValue('RS0001');
  await account.field('Reseller Code').fill('TIADA99');
  await account.field('Reseller Code').blur();
  await expect(page.getByText('Reseller code is invalid')).toBeVisible();
  expect(lookups.length).toBeGreaterThan(0);
  expect(lookups.every((u) => u.includes('/ajax/v2/package/reseller/code'))).toBe(true);

  // The same package again: the pupil is told before paying for it twice.
  await choosePackage(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'You already subscribe to this package' }),
  ).toBeVisible();
  await expect(account.next).toBeDisabled();
});

test('a guest with a package in the cart proceeds to the account step, not to the login page', async ({
  page,
}) => {
  await choosePackage(page);
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout$/);
  await expect(page.getByRole('link', { name: 'Returning customer? Click here to login' })).toBeVisible();
});

test('a student logs in from the account step, sees every billing message, pays, and a later choice is the one shown', async ({
  page,
}) => {
  await choosePackage(page);
  await expect(page.getByRole('link', { name: 'Returning customer? Click here to login' })).toHaveAttribute(
    'href',
    '/login?redirect=/subscription/checkout',
  );
  await logInFromAccountStep(page);

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
  // Emptying a field says what it lacks (spec 000 §5).
  for (const [label, message] of [
    ['Full Name', 'Full Name is required'],
    ['Email', 'Email is required'],
    ['Phone No', 'Phone No is required'],
    ['Address 1', 'Address 1 is required'],
    ['Postcode', 'Postcode is required'],
    ['City', 'City is required'],
  ] as const) {
    await billing.field(label).fill('');
    await billing.field(label).blur();
    await expect(billing.form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(billing.pay).toBeDisabled();
  // Type 2 clears every field, State's shown text and filter included.
  await billing.chooseType('Use parent details');
  await expect(billing.field('State')).toHaveValue('Selangor');
  await billing.chooseType('New billing address');
  await expect(billing.field('Full Name')).toHaveValue('');
  await expect(billing.field('City')).toHaveValue('');
  await expect(billing.field('State')).toHaveValue('');
  await billing.field('State').click();
  await expect(page.getByRole('option')).toHaveCount(16);
  await page.keyboard.press('Escape');
  await expect(billing.pay).toBeDisabled();
  await billing.chooseType('Use parent details');
  await billing.pay.click();
  await new SandboxPaymentPage(page).approve();
  await expect(page).toHaveURL(/\/orders\/MHR-/);
  await page.goto('/cart');
  await expect(page.getByText('Cart is Empty!')).toBeVisible();

  // Logged out, a visitor picks another package and logs in through the account step's link: the account
  // step shows that package, not the one just paid.
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: /Log Keluar/ }).click();
  await expect(page.getByRole('link', { name: 'Log Masuk' })).toBeVisible();
  await choosePackage(page, await packageSlug(page, 'Pakej SPM'));
  await logInFromAccountStep(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText('Pakej SPM');
  await expect(summary).not.toContainText('Pakej Tahun 5');
  // This pupil already holds Pakej SPM: the page says so before anything is paid.
  await expect(
    page.getByRole('alert').filter({ hasText: 'You already subscribe to this package' }),
  ).toBeVisible();
  await expect(new AccountStepPage(page).next).toBeDisabled();
});

/** A pupil who already holds another package (Pakej SPM), not the one these journeys buy. */
const RETURNING_STUDENT = 'nur.aisyah.rosli@demo.my';

async function logInFromAccountStep(page: Page) {
  await page.getByRole('link', { name: 'Returning customer? Click here to login' }).click();
  await expect(page.getByRole('button', { name: 'Log Masuk' })).toBeVisible();
  await page.getByLabel('Email').fill(RETURNING_STUDENT);
  await page.getByLabel(/Kata laluan/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout$/);
}

async function packageSlug(page: Page, name: string): Promise<string> {
  const res = await page.request.get('/ajax/v2/package/list');
  const body = (await res.json()) as { data: { packages: Array<{ name: string; hashslug: string }> } };
  const found = body.data.packages.find((p) => p.name === name);
  if (!found) throw new Error(`no package ${name}`);
  return found.hashslug;
}
