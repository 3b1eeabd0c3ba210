import { expect, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** The reseller's (and sub-reseller's) settings: link, code, share stepper and bank information. */
export class ResellerSettingsPage {
  readonly app: BackofficeApp;

  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  async open(link = 'Reseller Settings'): Promise<void> {
    await this.app.open(link);
    await expect(this.page.getByText('Bank Information')).toBeVisible();
  }

  share() {
    return this.page.getByRole('textbox', { name: 'Sub-reseller share (%)' });
  }

  masterRate() {
    return this.page.getByTestId('master-rate');
  }

  async update(): Promise<void> {
    await this.page.getByRole('button', { name: 'Update' }).click();
  }
}
