import { expect, type Locator, type Page } from '@playwright/test';

/** `/cart/checkout`: 'Secure Checkout' in the standard or the merchandise layout. */
export class CheckoutPage {
  readonly grandTotal: Locator;

  constructor(readonly page: Page) {
    this.grandTotal = page.getByTestId('cart-grand-total');
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Secure Checkout' })).toBeVisible();
  }

  method(label: string): Locator {
    return this.page.getByRole('radio', { name: label });
  }

  payButton(label: string): Locator {
    return this.page.getByRole('button', { name: label });
  }

  /** Fills the merchandise shipping form (email is read-only and comes from the account). */
  async fillShipping(values: {
    name: string;
    phone: string;
    address1: string;
    postcode: string;
    city: string;
    state: string;
  }) {
    await this.page.getByLabel('Full Name').fill(values.name);
    await this.page.getByLabel('Phone No').fill(values.phone);
    await this.page.getByLabel('Address Line 1').fill(values.address1);
    await this.page.getByLabel('Postcode').fill(values.postcode);
    await this.page.getByLabel('City').fill(values.city);
    await this.page.getByRole('textbox', { name: 'State' }).click();
    await this.page.getByRole('option', { name: values.state, exact: true }).click();
  }
}
