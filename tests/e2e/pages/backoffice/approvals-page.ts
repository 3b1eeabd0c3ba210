import { expect, type Locator, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** The admin approval screens: reseller registrations and subscription cancellations. */
export class ApprovalsPage {
  readonly app: BackofficeApp;

  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  /** The badge on the cancellation link (absent when there is nothing new). */
  cancellationBadge(): Locator {
    return this.page.getByRole('navigation', { name: 'Back office' }).getByTestId('cancellation-badge');
  }

  async openCancellations(): Promise<void> {
    await this.app.open('Subscription Cancellation');
    await expect(this.page.getByRole('table', { name: 'Cancellation requests' })).toBeVisible();
  }

  async openRegistrations(): Promise<void> {
    await this.app.open('Reseller Registrations');
    await expect(this.page.getByRole('table', { name: 'Reseller registrations' })).toBeVisible();
  }

  /** Table rows that still wait for a decision, by their Approve button. */
  pendingRows(table: 'Cancellation requests' | 'Reseller registrations'): Locator {
    return this.page
      .getByRole('table', { name: table })
      .getByRole('row')
      .filter({ has: this.page.getByRole('button', { name: /^Approve / }) });
  }

  /** Approves the first waiting row after the spec's confirmation; answers the row's first cell text. */
  async approveFirst(table: 'Cancellation requests' | 'Reseller registrations'): Promise<string> {
    const row = this.pendingRows(table).first();
    const key =
      (await row
        .getByRole('cell')
        .nth(table === 'Cancellation requests' ? 1 : 2)
        .textContent()) ?? '';
    await row.getByRole('button', { name: /^Approve / }).click();
    await this.app.confirm('Are you sure want to approve?');
    return key.trim();
  }

  async declineFirst(reason: string): Promise<void> {
    await this.pendingRows('Reseller registrations')
      .first()
      .getByRole('button', { name: /^Decline / })
      .click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: 'Reason' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await this.app.confirm('Are you sure want to decline?');
  }
}
