import { expect, test } from '@playwright/test';
import { AffiliatePage } from './pages/affiliate.page';
import { expectAccessible, loginThroughPage } from './support';

test('an affiliate copies the link, a visitor follows it, and the click shows in the statistics', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginThroughPage(page, 'affiliate@demo.my');
  await page.waitForURL((url) => url.pathname === '/');
  const affiliate = new AffiliatePage(page);
  await affiliate.goto();
  await expect(page.getByText('You are a Mahir affiliate.')).toBeVisible();
  await expect(affiliate.link).toHaveValue(/\/a\/MEILING26$/);
  await expectAccessible(page);
  await affiliate.copy.click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/a\/MEILING26$/);

  await affiliate.tab('Statistics').click();
  const total = page.getByTestId('clicks-total');
  const before = Number((await total.textContent())?.replace(/\D/g, ''));

  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(copied.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visit).toHaveURL(/\/$/);
  expect((await visitor.cookies()).some((c) => c.name === 'mahir_aff' && c.value === '1')).toBe(true);
  await visitor.close();

  await page.reload();
  await affiliate.tab('Statistics').click();
  await expect(total).toHaveText(`Total clicks: ${before + 1}`);

  // Commission states in words, never their keys.
  await affiliate.tab('Commissions').click();
  const table = page.getByRole('table', { name: 'Commissions' });
  await expect(table.getByRole('cell', { name: /^(PENDING|PAID)$/ }).first()).toBeVisible();
  await expect(table.getByText(/pending_payment|^paid$/)).toHaveCount(0);
});

test('a failed copy shows the alert Cannot copy', async ({ page }) => {
  await loginThroughPage(page, 'affiliate@demo.my');
  await page.waitForURL((url) => url.pathname === '/');
  const affiliate = new AffiliatePage(page);
  await affiliate.goto();
  await expect(affiliate.link).toHaveValue(/\/a\/MEILING26$/);
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
  });
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await affiliate.copy.click();
  await expect.poll(() => messages).toEqual(['Cannot copy']);
  await expect(page.getByText('Link copied!')).toHaveCount(0);
});

test('a user signs up as an affiliate and gets the Link and Statistics tabs', async ({ page }) => {
  // The server and its data live for the whole run: hr@demo.my lands on /hr/statistics whether or not it is an
  // affiliate, so the landing checks of platform.spec.ts hold in any order.
  await loginThroughPage(page, 'hr@demo.my');
  await page.waitForURL(/\/hr\/statistics$/);
  const affiliate = new AffiliatePage(page);
  await affiliate.goto();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('You are now a Mahir affiliate.')).toBeVisible();
  await expect(affiliate.tab('Link')).toBeVisible();
  await expect(affiliate.link).toHaveValue(/\/a\/[A-Z]+\d+$/);
});
