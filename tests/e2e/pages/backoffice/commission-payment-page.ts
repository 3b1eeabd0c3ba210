import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** The admin's monthly commission payment screen and the per-user commission table. */
export class CommissionPaymentPage {
  readonly app: BackofficeApp;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
    this.table = page.getByRole('table', { name: 'Commission payment' });
  }

  async open(): Promise<void> {
    await this.app.open('Commission Payment');
    await expect(this.page.getByRole('heading', { name: 'Commission Payment' })).toBeVisible();
    await expect(this.table).toBeVisible();
  }

  /** Body rows whose selection box is enabled: the unpaid ones. */
  unpaidRows(): Locator {
    return this.table
      .locator('tbody tr')
      .filter({ has: this.page.locator('input[type=checkbox]:not([disabled])') });
  }

  /** A row by its Order ID and beneficiary name. */
  row(orderId: string, name: string): Locator {
    return this.table.locator('tbody tr').filter({ hasText: orderId }).filter({ hasText: name });
  }

  async totalPaid(): Promise<string> {
    return (await this.page.getByTestId('total-paid').textContent())?.trim() ?? '';
  }

  /** The Order ID, name and amount (RM text) of a row (the order's cell also holds its date and time). */
  async keyOf(row: Locator): Promise<{ orderId: string; name: string; amount: string }> {
    const cells = row.locator('td');
    const orderId = ((await cells.nth(2).getByTestId('order-no').textContent()) ?? '').trim();
    const name = ((await cells.nth(3).locator('a').textContent()) ?? '').trim();
    const amount = ((await cells.nth(4).textContent()) ?? '').trim();
    return { orderId, name, amount };
  }

  async setPaid(): Promise<void> {
    await this.page.getByRole('button', { name: 'Set Status as Paid' }).click();
  }

  /** What waits for a payout in the month shown: the card's figure and its note. */
  async awaiting(): Promise<{ amount: string; note: string }> {
    const amount = (await this.page.getByTestId('awaiting-payout').textContent())?.trim() ?? '';
    const note = (await this.page.getByTestId('awaiting-payout-note').textContent())?.trim() ?? '';
    return { amount, note };
  }

  /** The confirmation Generate Payout asks first, saying what it pays. */
  payoutDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Generate Payout' });
  }

  /** Clicks Generate Payout, answers Yes, and answers the downloaded file's name and text. */
  async generatePayout(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Generate Payout' }).click();
    await this.payoutDialog().getByRole('button', { name: 'Yes' }).click();
    const file = await download;
    const path = await file.path();
    return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
  }

  /** Edit and delete buttons of a row (present only while unpaid). */
  actions(row: Locator): Locator {
    return row.getByRole('button', { name: /^(Edit|Delete) commission/ });
  }
}
