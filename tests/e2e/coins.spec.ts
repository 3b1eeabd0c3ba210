import { expect, test } from '@playwright/test';
import { CoinsPage } from './pages/coins.page';
import { OrdersPage } from './pages/orders.page';
import { SandboxPaymentPage } from './pages/sandbox-payment.page';
import { expectAccessible, loginThroughPage } from './support';

test('the coin packs are reachable from the header and ask a visitor to log in to buy', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Mahir Coins' }).click();
  const coins = new CoinsPage(page);
  await expect(page).toHaveURL(/\/mahir-coins$/);
  await expect(coins.packs.first()).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('button', { name: /^Beli / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a student buys coins through the sandbox, and a cancelled coin checkout goes back to the packs', async ({
  page,
}) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const coins = new CoinsPage(page);
  await coins.open();
  const before = Number((await coins.balance.locator('b').textContent()) ?? '0');

  await coins.buy('100 Mahir Coins');
  await coins.cancel();
  await expect(page).toHaveURL(/\/mahir-coins$/);

  await coins.buy('100 Mahir Coins');
  await expect(page.getByTestId('coin-total')).toHaveText('100');
  await expect(page.getByTestId('coin-grand-total')).toHaveText('RM 100.00');
  await expect(page.getByText('redirected to the payment provider')).toBeVisible();
  await expectAccessible(page);
  await coins.pay('senangPay');
  await new SandboxPaymentPage(page).approve();
  await new OrdersPage(page).expectPaidReceipt();

  // The coins are credited by the job runner shortly after the payment.
  await expect
    .poll(
      async () => {
        await coins.open();
        return Number((await coins.balance.locator('b').textContent()) ?? '0');
      },
      { timeout: 20_000 },
    )
    .toBe(before + 100);
});
