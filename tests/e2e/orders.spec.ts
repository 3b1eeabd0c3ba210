import { expect, test } from '@playwright/test';
import { OrdersPage } from './pages/orders.page';
import { expectAccessible, loginThroughPage } from './support';

test('My orders lists every order with its status and opens a printable, downloadable receipt', async ({
  page,
}) => {
  await loginThroughPage(page, 'parent@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'My Orders' }).click();
  const orders = new OrdersPage(page);
  await expect(page).toHaveURL(/\/orders$/);
  await expect(orders.orders.first()).toBeVisible();
  await expect(orders.orders.first().getByTestId('order-status')).toBeVisible();
  await expectAccessible(page);

  await orders.orders.first().getByRole('link').first().click();
  await expect(orders.receipt).toBeVisible();
  const reference = (await page.getByTestId('receipt-reference').textContent()) ?? '';
  expect(reference).toMatch(/^MHR-/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);

  const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  expect(href).toBe(`/ajax/v2/my-orders/${reference}/receipt.pdf`);
  const pdf = await page.request.get(href ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // Printing shows the receipt alone.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(orders.receipt).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Another user is told the order does not exist.
  await page.context().clearCookies();
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/orders/${reference}`);
  await expect(page.getByText('This order does not exist or is not yours.')).toBeVisible();
});
