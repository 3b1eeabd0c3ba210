import { expect, type Locator, type Page } from '@playwright/test';

/** `/orders` (My orders) and `/orders/{reference}` (the receipt). */
export class OrdersPage {
  readonly orders: Locator;
  readonly receipt: Locator;

  constructor(readonly page: Page) {
    this.orders = page.getByTestId('my-order');
    this.receipt = page.getByTestId('receipt');
  }

  async open(): Promise<void> {
    await this.page.goto('/orders');
    await expect(this.page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
  }

  order(reference: string): Locator {
    return this.orders.filter({ hasText: reference });
  }

  /** Expects the receipt of the current page to show the order as paid. */
  async expectPaidReceipt(): Promise<string> {
    await expect(this.page).toHaveURL(/\/orders\/MHR-/);
    await expect(this.receipt.getByTestId('order-status')).toHaveText('PAID');
    return (await this.page.getByTestId('receipt-reference').textContent()) ?? '';
  }
}
