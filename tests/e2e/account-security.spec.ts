import { totpCodeAt } from '@mahir/server/auth/totp';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectFitsWidth, mailedLink, PASSWORD } from './support';

/** The authenticator's code `steps` periods from now (the one used to turn it on is spent). */
const codeOf = (secret: string, steps = 0) => totpCodeAt(secret, new Date(Date.now() + steps * 30_000));

/** A new parent account, signed up through the API (an unverified account may sign in and secure itself). */
async function newAccount(request: APIRequestContext, email: string): Promise<void> {
  const csrf = (await (await request.get('/ajax/v2/auth/csrf')).json()).data.csrf_token as string;
  const res = await request.post('/ajax/v2/auth/register', {
    headers: { 'X-CSRF-TOKEN': csrf },
    data: {
      full_name: 'Ibu Selamat',
      email,
      password: 'rahsia123',
      password_confirmation: 'rahsia123',
      account_type: 'parent',
      terms: true,
    },
  });
  expect(res.status()).toBe(200);
}

/** Turns two-factor on from the security card; answers the secret and the recovery codes shown once. */
async function turnOn(page: Page): Promise<{ secret: string; codes: string[] }> {
  const card = page.getByRole('region', { name: /Two-factor sign-in/ });
  await card.getByRole('button', { name: /Turn on/ }).click();
  await expect(card.getByAltText(/QR code/)).toBeVisible();
  const secret = (await card.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByLabel(/Authentication code/).fill('000000' === codeOf(secret) ? '111111' : '000000');
  await card.getByRole('button', { name: /Confirm and turn on/ }).click();
  await expect(card.getByText('The code is not correct')).toBeVisible();
  await card.getByLabel(/Authentication code/).fill(codeOf(secret));
  await card.getByRole('button', { name: /Confirm and turn on/ }).click();
  const list = card.getByTestId('recovery-codes');
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  await card.getByRole('button', { name: /Continue/ }).click();
  await expect(card.getByText('Aktif / On')).toBeVisible();
  return { secret, codes };
}

/** The password step, then the code step, on the storefront's or the back office's login form. */
async function signInWithCode(page: Page, email: string, password: string, code: string, submit: string) {
  // Right after logging out the login screen can mount twice as the session is re-read (the first copy
  // loses what was typed in it): fill until the form that stays holds the address.
  await expect(async () => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Password|Kata laluan/).fill(password);
    await expect(page.getByLabel('Email')).toHaveValue(email, { timeout: 1_000 });
  }).toPass();
  await page.getByRole('button', { name: submit }).click();
  const step = page.getByRole('form', { name: /Two-factor sign-in/ });
  await expect(step.getByText(/Enter the 6-digit code/)).toBeVisible();
  await step.getByLabel(/Authentication code/).fill(code);
  await step.getByRole('button', { name: /Verify/ }).click();
}

for (const width of [412, 1280]) {
  test(`at ${width}px a parent turns on two-factor, signs in with a code, and signs out another session`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `selamat.${width}.${Date.now().toString(36)}@example.my`;
    await newAccount(page.request, email);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/Kata laluan/).fill('rahsia123');
    await page.getByRole('button', { name: 'Log Masuk' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: /Security/ }).click();
    await expect(page).toHaveURL(/\/account\/security$/);
    const { secret, codes } = await turnOn(page);
    await expectFitsWidth(page);
    await expectAccessible(page);

    // Log out, then the password alone is not enough: the code of the next period signs in.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Log Keluar' }).click();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
    await page.goto('/login');
    await signInWithCode(page, email, 'rahsia123', codeOf(secret, 1), 'Log Masuk');
    await expect(page).not.toHaveURL(/\/login/);
    await expect(page.getByTestId('account-menu')).toBeVisible();

    // A second browser signs in with a recovery code.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await signInWithCode(otherPage, email, 'rahsia123', codes[0] as string, 'Log Masuk');
    await expect(otherPage.getByTestId('account-menu')).toBeVisible();

    // My sessions: both, this one marked; the other is signed out from here.
    await page.goto('/account/security');
    const sessions = page.getByRole('region', { name: /My sessions/ });
    const rows = sessions.getByTestId('session-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: 'This session' })).toHaveCount(1);
    await expectFitsWidth(page);
    await rows
      .filter({ hasNotText: 'This session' })
      .getByRole('button', { name: /Sign out/ })
      .click();
    await expect(sessions.getByText('That session has been signed out.')).toBeVisible();
    await expect(rows).toHaveCount(1);
    expect((await otherPage.request.get('/ajax/v2/auth/me')).status()).toBe(401);
    await other.close();
  });
}

test('an admin signs in to the back office with a second factor', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/backoffice/');
  await page.getByLabel('Email').fill('admin@demo.my');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('link', { name: 'Account Security' }).click();
  // The admins' setting is off in the demo: password-only sign-in stays possible.
  await expect(page.getByRole('switch', { name: /must sign in with a second factor/ })).not.toBeChecked();
  const { secret, codes } = await turnOn(page);
  try {
    await page.getByRole('button', { name: 'Log out' }).click();
    await signInWithCode(page, 'admin@demo.my', PASSWORD, codeOf(secret, 1), 'Log in');
    await expect(page.getByRole('link', { name: 'Account Security' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    // The demo admin signs in with a password alone again, for every other spec.
    const card = page.getByRole('region', { name: /Two-factor sign-in/ });
    await page.getByRole('link', { name: 'Account Security' }).click();
    await card.getByLabel(/Password/).fill(PASSWORD);
    await card.getByLabel(/Authentication code/).fill(codes[0] as string);
    await card.getByRole('button', { name: /Turn off/ }).click();
    await expect(card.getByText('Two-factor sign-in is off.')).toBeVisible();
  }
});

test('at 412px the email changes from the profile page once the new address opens its link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  const stamp = Date.now().toString(36);
  const email = `lama.${stamp}@example.my`;
  const next = `baru.${stamp}@example.my`;
  await newAccount(page.request, email);
  await page.goto(await mailedLink(email, '/verify-email'));
  await expect(page.getByRole('status')).toContainText('verified');

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/Kata laluan/).fill('rahsia123');
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile');
  const box = page.getByRole('region', { name: /Change Email/ });
  await box.getByLabel(/New email/).fill(next);
  await box.getByLabel(/Password/).fill('wrong-one');
  await box.getByRole('button', { name: /Send link/ }).click();
  await expect(box.getByText('The password is not correct.')).toBeVisible();
  await box.getByLabel(/Password/).fill('rahsia123');
  await box.getByRole('button', { name: /Send link/ }).click();
  await expect(box.getByText(/We have sent a link to your new email address/)).toBeVisible();
  await expectFitsWidth(page);
  await expect(box.getByText(`Current email: ${email}`)).toBeVisible();

  const link = await mailedLink(next, '/confirm-email-change');
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('Your email address has been changed');
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('already been used');
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: /Change Email/ }).getByText(`Current email: ${next}`),
  ).toBeVisible();
});
