import { expect, type Locator, type Page } from '@playwright/test';

/** `/cart`: the subscription or merchandise cart. */
export class CartPage {
  readonly lines: Locator;
  readonly grandTotal: Locator;
  readonly emptyCart: Locator;
  readonly proceed: Locator;

  constructor(readonly page: Page) {
    this.lines = page.getByTestId('cart-line');
    this.grandTotal = page.getByTestId('cart-grand-total');
    this.emptyCart = page.getByRole('button', { name: 'Empty Cart' });
    this.proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  }

  async open(cart?: 'subscription' | 'merchandise'): Promise<void> {
    await this.page.goto(cart ? `/cart?cart=${cart}` : '/cart');
    await expect(this.page.getByRole('heading', { name: 'Cart', exact: true })).toBeVisible();
  }

  async expectEmpty(): Promise<void> {
    await expect(this.page.getByText('Cart is Empty!')).toBeVisible();
  }

  async remove(name: string): Promise<void> {
    await this.page.getByRole('button', { name: `Remove ${name}` }).click();
  }
}

/** Puts a course in the logged-in user's cart the way its course page does (the page's own form post). */
export async function addCourseToCart(page: Page, hashslug: string): Promise<void> {
  const info = await page.request.get(`/ajax/v2/vod/course/page/${hashslug}`);
  const body = (await info.json()) as { data: { course: { id: number } } };
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/ajax/v2/vod/course/cart', {
    headers: { 'X-CSRF-TOKEN': token ?? '' },
    form: { course_id: String(body.data.course.id) },
  });
  expect(res.status()).toBe(200);
}

/** Empties both carts of the logged-in user, so a journey starts from a known cart. */
export async function clearCarts(page: Page): Promise<void> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  for (const path of ['/ajax/v2/cart/clear', '/ajax/v2/merchandise/clear']) {
    const res = await page.request.post(path, { headers: { 'X-CSRF-TOKEN': token ?? '' }, data: {} });
    expect(res.status()).toBe(200);
  }
}
