import { expect, test } from '@playwright/test';
import { addCourseToCart, CartPage, clearCarts } from './pages/cart.page';
import { CheckoutPage } from './pages/checkout.page';
import { addMerchandiseToCart, firstMerchandiseSlug } from './pages/merchandise.page';
import { OrdersPage } from './pages/orders.page';
import { SandboxPaymentPage } from './pages/sandbox-payment.page';
import { expectAccessible, loginThroughPage } from './support';

test('standard checkout pays on the sandbox page and lands on the paid receipt', async ({ page }) => {
  await loginThroughPage(page, 'affiliate@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);
  await addCourseToCart(page, 'demo-locked-course');
  await page.goto('/cart/checkout?cart=subscription');
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(checkout.grandTotal).toHaveText('RM 99.90');
  await expect(checkout.method('senangPay')).toBeChecked();
  await expect(checkout.method('PayPal')).toBeVisible();
  await expectAccessible(page);
  const pay = checkout.payButton('Buat Pembayaran');
  await pay.click();
  await new SandboxPaymentPage(page).approve();
  const orders = new OrdersPage(page);
  const reference = await orders.expectPaidReceipt();
  await expect(page.getByTestId('receipt-method')).toHaveText('senangPay');
  await expect(page.getByTestId('receipt-provider-ref')).not.toHaveText('-');
  await expect(orders.receipt.getByText('RM 99.90').first()).toBeVisible();

  await orders.open();
  await expect(orders.order(reference).getByTestId('order-status')).toHaveText('PAID');
  await expect(orders.order(reference)).toContainText('CCNA Fundamentals');
});

test('a zero total paid with coins reads Guna Mahir Coin and completes without a provider', async ({
  page,
}) => {
  await loginThroughPage(page, 'parent@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);
  await addCourseToCart(page, 'demo-video-course');
  await page.goto('/cart/checkout?cart=subscription');
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(checkout.grandTotal).toHaveText('RM 0.00');
  await expect(page.getByTestId('cart-coins')).toHaveText('- RM 39.90');
  // The buyer may keep the coins and pay in full instead, and change their mind.
  const useCoins = page.getByRole('switch', { name: /Guna Mahir Coins/ });
  await expect(useCoins).toBeChecked();
  await useCoins.click();
  await expect(checkout.grandTotal).toHaveText('RM 39.90');
  await expect(checkout.payButton('Buat Pembayaran')).toBeVisible();
  await useCoins.click();
  await expect(checkout.grandTotal).toHaveText('RM 0.00');
  const pay = checkout.payButton('Guna Mahir Coin');
  await pay.click();
  const orders = new OrdersPage(page);
  await orders.expectPaidReceipt();
  await expect(page.getByTestId('receipt-method')).toHaveText('Mahir Coins');
});

test('free access reads AKSES SEKARANG and completes without a provider', async ({ page }) => {
  await loginThroughPage(page, 'employee@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);
  await addCourseToCart(page, 'demo-free-course');
  await page.goto('/cart/checkout?cart=subscription');
  await new CheckoutPage(page).payButton('AKSES SEKARANG').click();
  await new OrdersPage(page).expectPaidReceipt();
  await expect(page.getByTestId('receipt-method')).toHaveText('Free access');
});

test('merchandise checkout validates the shipping form and keeps the pay button locked until it is valid', async ({
  page,
}) => {
  await loginThroughPage(page, 'affiliate@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);
  await addMerchandiseToCart(page, await firstMerchandiseSlug(page), 2);
  const cart = new CartPage(page);
  await cart.open('merchandise');
  await expect(cart.lines).toHaveCount(1);
  await cart.proceed.click();
  await expect(page).toHaveURL(/\/cart\/checkout\?cart=merchandise$/);
  const checkout = new CheckoutPage(page);
  await checkout.expectOpen();
  await expect(page.getByText('Kos penghantaran adalah percuma')).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveAttribute('readonly', '');
  const pay = checkout.payButton('Buat Pembayaran');
  // The profile keeps '012-1900277' as written; the shipping form takes its digits, and says nothing is wrong.
  await expect(page.getByLabel('Phone No')).toHaveValue('0121900277');
  await expect(page.getByText('Phone No is invalid')).toHaveCount(0);

  await page.getByLabel('Full Name').fill('');
  await expect(page.getByText('Full Name is required')).toBeVisible();
  await page.getByLabel('Phone No').fill('01x');
  await expect(page.getByText('Phone No is invalid')).toBeVisible();
  await expect(pay).toBeDisabled();

  await checkout.fillShipping({
    name: 'Aminah Binti Ali',
    phone: '0123456789',
    address1: 'No 1, Jalan Mawar',
    postcode: '53100',
    city: 'Kuala Lumpur',
    state: 'Selangor',
  });
  await expect(pay).toBeEnabled();
  await expectAccessible(page);
  await pay.click();
  await new SandboxPaymentPage(page).approve();
  await new OrdersPage(page).expectPaidReceipt();
  await expect(page.getByTestId('receipt')).toContainText('No 1, Jalan Mawar');
});

test('a declined payment keeps the cart; the unpaid order is no receipt and offers paying again', async ({
  page,
}) => {
  await loginThroughPage(page, 'affiliate@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);
  await addCourseToCart(page, 'demo-photos');
  await page.goto('/cart/checkout?cart=subscription');
  await new CheckoutPage(page).payButton('Buat Pembayaran').click();
  await new SandboxPaymentPage(page).decline();
  await expect(page).toHaveURL(/\/orders\/MHR-/);
  const orders = new OrdersPage(page);
  await expect(orders.receipt.getByTestId('order-status')).toHaveText('PAYMENT FAILED');
  await expect(page.getByRole('heading', { level: 1, name: 'Order', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Order MHR-/);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Cuba bayar semula' }).click();
  const cart = new CartPage(page);
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.lines).toContainText('Mount Kinabalu at Sunrise');
  await cart.proceed.click();
  await new CheckoutPage(page).payButton('Buat Pembayaran').click();
  await new SandboxPaymentPage(page).approve();
  await orders.expectPaidReceipt();
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
  await cart.open('subscription');
  await cart.expectEmpty();
});
