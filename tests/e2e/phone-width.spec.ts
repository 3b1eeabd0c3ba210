import { expect, test } from '@playwright/test';
import { addCourseToCart, CartPage, clearCarts } from './pages/cart.page';
import { CheckoutPage } from './pages/checkout.page';
import { addMerchandiseToCart, firstMerchandiseSlug, MerchandiseDetailPage } from './pages/merchandise.page';
import { OrdersPage } from './pages/orders.page';
import { SandboxPaymentPage } from './pages/sandbox-payment.page';
import { expectFitsWidth, expectWithinWidth, loginThroughPage } from './support';

// A common phone: nothing on the purchase pages may be cut off or need sideways scrolling.
test.use({ viewport: { width: 412, height: 915 } });

test('at 412 px the merchandise page, both carts, both checkouts and My Orders fit the screen', async ({
  page,
}) => {
  await loginThroughPage(page, 'affiliate@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);
  const slug = await firstMerchandiseSlug(page);

  await page.goto(`/merchandise/${slug}`);
  const item = new MerchandiseDetailPage(page);
  await expect(item.buy).toBeVisible();
  await expectFitsWidth(page);
  await expectWithinWidth(item.nextPhoto);

  await addMerchandiseToCart(page, slug, 2);
  await addCourseToCart(page, 'demo-video-course');
  await addCourseToCart(page, 'demo-ebook');
  const cart = new CartPage(page);
  for (const which of ['subscription', 'merchandise'] as const) {
    await cart.open(which);
    await expect(cart.lines.first()).toBeVisible();
    await expectFitsWidth(page);
    await expectWithinWidth(page.getByRole('button', { name: /^Remove / }));
    await expectWithinWidth(cart.lines.getByText(/^RM \d/));
    await expectWithinWidth(cart.proceed);

    await page.goto(`/cart/checkout?cart=${which}`);
    const checkout = new CheckoutPage(page);
    await checkout.expectOpen();
    await expect(cart.lines.first()).toBeVisible();
    await expectFitsWidth(page);
    await expectWithinWidth(cart.lines.getByText(/^RM \d/));
    await expectWithinWidth(checkout.payButton('Buat Pembayaran'));
  }

  // A declined payment in My Orders: the badge keeps to one line beside the order number.
  await page.goto('/cart/checkout?cart=subscription');
  await new CheckoutPage(page).payButton('Buat Pembayaran').click();
  await new SandboxPaymentPage(page).decline();
  await expect(page).toHaveURL(/\/orders\/MHR-/);
  const orders = new OrdersPage(page);
  await orders.open();
  const badge = orders.orders.first().getByTestId('order-status');
  await expect(badge).toHaveText('PAYMENT FAILED');
  const box = await badge.boundingBox();
  expect(box?.height ?? 0).toBeLessThan(28);
  await expectFitsWidth(page);
  await expectWithinWidth(badge);
});
