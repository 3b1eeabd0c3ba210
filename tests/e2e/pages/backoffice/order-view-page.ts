import { expect, type Locator, type Page } from '@playwright/test';
import type { BackofficeApp } from './backoffice-app';

/** The back office's order screen (`/admin/orders/{reference}`): refunds, ledger and e-Invoices. */
export class OrderViewPage {
  constructor(
    readonly page: Page,
    readonly app: BackofficeApp,
  ) {}

  /** Finds the order by its reference on the search screen and opens it. */
  async open(reference: string): Promise<void> {
    await this.app.open('Orders');
    await this.page.getByRole('textbox', { name: 'Search' }).fill(reference);
    await this.page.getByRole('textbox', { name: 'Search' }).press('Enter');
    await this.page.getByRole('link', { name: reference }).click();
    await expect(this.page.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }

  /** Records a refund in ringgit to Mahir Coins or to the original method (with the buyer's bank account). */
  async refund(
    ringgit: string,
    to: 'Mahir Coins' | 'Original method',
    reason: string,
    bank?: { code: string; accountNo: string; holder: string },
  ): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Amount (RM)' }).fill(ringgit);
    await this.page.getByRole('radiogroup', { name: 'Refund to' }).getByText(to).click();
    await this.page.getByRole('textbox', { name: 'Reason', exact: true }).fill(reason);
    if (bank) {
      await this.page.getByRole('textbox', { name: 'Bank code (senangPay/FPX only)' }).fill(bank.code);
      await this.page.getByRole('textbox', { name: 'Account no' }).fill(bank.accountNo);
      await this.page.getByRole('textbox', { name: 'Account holder' }).fill(bank.holder);
    }
    await this.page.getByRole('button', { name: /^Refund RM/ }).click();
  }

  /** Marks a bank refund paid back with the transfer's reference. */
  async markPaidBack(number: string, bankReference: string): Promise<void> {
    const form = this.page.getByRole('form', { name: `Mark refund ${number} paid back` });
    await form.getByRole('textbox').fill(bankReference);
    await form.getByRole('button', { name: 'Mark paid back' }).click();
    await expect(form).toBeHidden();
  }
}
