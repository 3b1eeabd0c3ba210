import { expect, test } from '@playwright/test';
import { addCourseToCart, CartPage, clearCarts } from './pages/cart.page';
import { expectAccessible, loginThroughPage } from './support';

test('a visitor sees an empty cart', async ({ page }) => {
  const cart = new CartPage(page);
  await cart.open();
  await cart.expectEmpty();
  await expectAccessible(page);
});

test('a shopper fills the cart, removes a line, empties it, and proceeds to the secure checkout', async ({
  page,
}) => {
  await loginThroughPage(page, 'affiliate@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);
  const cart = new CartPage(page);
  await cart.open();
  await cart.expectEmpty();

  await addCourseToCart(page, 'demo-audio-course');
  await addCourseToCart(page, 'demo-ebook');
  await cart.open();
  await expect(cart.lines).toHaveCount(2);
  // The header's cart icon counts the lines.
  await expect(page.getByRole('link', { name: 'Troli (2)' })).toBeVisible();
  await expect(cart.grandTotal).toHaveText('RM 39.80');
  await expectAccessible(page);

  await cart.remove('Modul Latih Tubi Matematik Tahun 5');
  await expect(cart.lines).toHaveCount(1);
  await expect(cart.grandTotal).toHaveText('RM 19.90');

  await cart.emptyCart.click();
  await cart.expectEmpty();
  await expect(page.getByRole('link', { name: 'Troli', exact: true })).toBeVisible();

  await addCourseToCart(page, 'demo-ebook');
  await cart.open();
  await cart.proceed.click();
  await expect(page).toHaveURL(/\/cart\/checkout\?cart=subscription$/);
  await expect(page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
});
