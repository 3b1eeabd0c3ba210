import { expect, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** Admin review of a course or digital asset: the list, the read-only view, Publish and Reject. */
export class ReviewPage {
  readonly app: BackofficeApp;
  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  async openItem(nav: string, title: string): Promise<void> {
    await this.app.open(nav);
    await this.page.getByRole('radiogroup', { name: 'Status' }).getByText('Pending', { exact: true }).click();
    await this.page.getByLabel('Search').fill(title);
    await this.page.getByRole('link', { name: title }).click();
  }

  async publish(): Promise<void> {
    await this.page.getByRole('button', { name: 'Publish' }).click();
    await this.app.confirm('Are you sure want to publish?');
    await expect(this.page.getByText('Published', { exact: true }).first()).toBeVisible();
  }

  /** After acting on an item: the next one waiting for review. */
  async nextPending(): Promise<void> {
    await this.page.getByRole('link', { name: 'Next pending' }).click();
  }

  async reject(reason: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Reject' }).click();
    const modal = this.page.getByRole('dialog', { name: 'Reject' });
    await modal.getByLabel('Reason').fill(reason);
    await modal.getByRole('button', { name: 'Reject' }).click();
    await this.app.confirm('Are you sure want to reject?');
    await expect(this.page.getByText(reason)).toBeVisible();
  }
}
