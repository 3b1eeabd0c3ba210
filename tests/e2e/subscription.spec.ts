import { expect, test } from '@playwright/test';
import { expectAccessible, loginThroughPage, PASSWORD } from './support';

test('the student cancels their package subscription from the order detail', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  await page.goto('/subscription/order/demo-order');

  await expect(page.getByRole('heading', { name: 'Subscribed Mahir Tutor Courses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Information' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'MHR-2026-000123' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pakej Tahun 5' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'RM 50.00' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('PAID');
  const courseLinks = page.getByRole('listitem').getByRole('link');
  await expect(courseLinks).toHaveCount(3);
  await expect(courseLinks.first()).toHaveAttribute('href', /^\/course\/[\w-]+$/);
  await expectAccessible(page);

  const cancel = page.getByRole('button', { name: 'Cancel Subscription' });
  await expect(cancel).toBeEnabled();
  await cancel.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure want to cancel the subscription?')).toBeVisible();
  // Check contrast once the opening transition has finished, not on half-faded text.
  await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancel).toBeEnabled();

  await cancel.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  const pending = page.getByRole('button', { name: 'Pending Cancellation' });
  await expect(pending).toBeVisible();
  await expect(pending).toBeDisabled();
  await expect(page.getByTestId('order-status')).toHaveText('PENDING CANCELLATION');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Pending Cancellation' })).toBeDisabled();
  await expect(page.getByTestId('order-status')).toHaveText('PENDING CANCELLATION');
});

test('an order is shown to its owner only, and visitors are sent to log in', async ({ page }) => {
  await page.goto('/subscription/order/demo-order');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsubscription%2Forder%2Fdemo-order$/);

  // Log in on the page the redirect led to, so the login returns to the order.
  await page.getByLabel('Email').fill('student@demo.my');
  await page.getByLabel(/Kata laluan/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page).toHaveURL(/\/subscription\/order\/demo-order$/);
  await expect(page.getByRole('heading', { name: 'Subscribed Mahir Tutor Courses' })).toBeVisible();
  await page.goto('/subscription/order/demo-pending-order');
  await expect(page.getByText('This order does not exist or is not yours.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});

test('the student stops a bought course subscription from the course page', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  await page.goto('/course/demo-video-course');
  const stop = page.getByRole('button', { name: 'Henti Langganan' });
  await expect(stop).toBeEnabled();
  await stop.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure want to stop this subscription?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: 'Pending Cancellation' })).toBeDisabled();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pending Cancellation' })).toBeDisabled();
});

test('the student ends a free subscription and goes back to the course', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  await page.goto('/course/demo-free-course');
  await page.getByRole('link', { name: 'Henti Akses' }).click();
  await expect(page).toHaveURL(/\/subscription\/free\/demo-free-course$/);
  const stop = page.getByRole('button', { name: 'Henti Akses' });
  await expect(stop).toBeEnabled();
  await expectAccessible(page);
  await stop.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure want to stop your access to this course?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/course\/demo-free-course$/);
  await expect(page.getByRole('link', { name: 'Henti Akses' })).toHaveCount(0);
});

test('the student pauses their package subscription for a school holiday', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  await page.goto('/subscription/order/demo-order');
  await expect(page.getByRole('heading', { name: 'Langganan / Subscription' })).toBeVisible();
  await expect(page.getByText(/^Bayaran seterusnya:/)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Hari / Days').fill('7');
  await page.getByRole('button', { name: /Jeda untuk cuti sekolah/ }).click();
  await expect(page.getByText(/^Dijeda sehingga/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Jeda untuk cuti sekolah/ })).toHaveCount(0);
});
