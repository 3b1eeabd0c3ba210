import type { Locator, Page } from '@playwright/test';
import { fillAddress } from './form-helpers';

/** `/subscription/checkout/billing`: billing details, order summary and the pay button. */
export class BillingStepPage {
  readonly form: Locator;
  readonly pay: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Billing details' });
    this.pay = page.getByRole('button', { name: 'Make Payment' });
  }

  field(label: string) {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  async chooseType(label: 'Use parent details' | 'New billing address') {
    await this.form.getByRole('radio', { name: label }).check();
  }

  async fill(d: {
    name: string;
    email: string;
    phone: string;
    address1: string;
    postcode: string;
    state: string;
    city: string;
  }) {
    await this.field('Full Name').fill(d.name);
    await this.field('Email').fill(d.email);
    await this.field('Phone No').fill(d.phone);
    await fillAddress(this.form, this.page, d);
  }
}
