import { expect, test } from '@playwright/test';
import { addCourseToCart, CartPage, clearCarts } from './pages/cart.page';
import { loginThroughPage, openRenderedPage, requestsDuring } from './support';

// Spec 000 §4: "Buttons lock after a click ... so that a double submit is prevented." A double click is two
// clicks in one go, faster than a screen re-renders; each must send one request.

test('a double click on Beli Sekarang, Remove and Empty Cart sends one request each', async ({ page }) => {
  await loginThroughPage(page, 'affiliate@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);

  await page.goto('/course/demo-review-course');
  const buy = page.getByRole('button', { name: 'Beli Sekarang' });
  expect(await requestsDuring(page, '/ajax/v2/vod/course/cart', () => buy.dblclick())).toBe(1);
  await expect(page).toHaveURL(/\/cart$/);

  await addCourseToCart(page, 'demo-ebook');
  const cart = new CartPage(page);
  await cart.open('subscription');
  await expect(cart.lines).toHaveCount(2);
  const remove = page.getByRole('button', { name: 'Remove Modul Latih Tubi Matematik Tahun 5' });
  expect(await requestsDuring(page, '/ajax/v2/cart/remove', () => remove.dblclick())).toBe(1);
  await expect(cart.lines).toHaveCount(1);

  expect(await requestsDuring(page, '/ajax/v2/cart/clear', () => cart.emptyCart.dblclick())).toBe(1);
  await cart.expectEmpty();
});

test('a double click on the billing step’s Previous and on affiliate Sign Up sends one request each', async ({
  page,
}) => {
  await loginThroughPage(page, 'nur.aisyah.rosli@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await openRenderedPage(page, '/package/demo-package');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/subscription\/checkout$/);
  await page.goto('/subscription/checkout/billing');
  const previous = page.getByRole('button', { name: 'Previous' });
  expect(await requestsDuring(page, '/ajax/v2/package/back/', () => previous.dblclick())).toBe(1);
  await expect(page).toHaveURL(/\/package\/demo-package$/);

  await page.goto('/affiliate');
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  expect(await requestsDuring(page, '/ajax/v2/affiliate/sign-up', () => signUp.dblclick())).toBe(1);
  await expect(page.getByText('You are now a Mahir affiliate.')).toBeVisible();
});
