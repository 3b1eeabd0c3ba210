import { expect, type Locator, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** The sub-reseller's dashboard and statement report screens. */
export class SubResellerPages {
  readonly app: BackofficeApp;

  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  async openDashboard(): Promise<void> {
    await this.app.open('My Commissions');
    await expect(this.page.getByRole('heading', { name: 'Sub-reseller Dashboard' })).toBeVisible();
  }

  async openStatement(): Promise<void> {
    await this.app.open('Statement Report');
    await expect(this.page.getByRole('heading', { name: 'Statement Report' })).toBeVisible();
  }

  stat(label: string): Locator {
    return this.page.getByTestId(`stat-${label}`);
  }

  earnings(): Locator {
    return this.page.getByRole('table', { name: 'Monthly earnings' });
  }

  statement(): Locator {
    return this.page.getByRole('table', { name: 'Statement' }).first();
  }

  /** Clicks Download Report and answers the file's name and bytes. */
  async downloadReport(): Promise<{ name: string; bytes: Buffer }> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Download Report' }).click();
    const file = await download;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const c of stream) chunks.push(Buffer.from(c));
    return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
  }
}
