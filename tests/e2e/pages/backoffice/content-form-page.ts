import { expect, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** Admin content lists and forms (packages, merchandise, banners, sponsorships, events). */
export class ContentFormPage {
  readonly app: BackofficeApp;
  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  async openCreate(nav: string): Promise<void> {
    await this.app.open(nav);
    await this.page.getByRole('link', { name: 'Add New' }).click();
  }

  /** Back on the list after a save: searches for the row and opens it. */
  async openRow(name: string): Promise<void> {
    await expect(this.page.getByRole('link', { name: 'Add New' })).toBeVisible();
    await this.page.getByLabel('Search').fill(name);
    await this.page.getByRole('button', { name: 'Search' }).click();
    await this.page.getByRole('link', { name, exact: true }).click();
  }
}
