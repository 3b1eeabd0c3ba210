import { expect, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** Tutor digital-asset create/edit screen. */
export class AssetFormPage {
  readonly app: BackofficeApp;
  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  async openCreate(): Promise<void> {
    await this.app.open('Digital Assets');
    await this.page.getByRole('link', { name: 'Add Digital Asset' }).click();
    await expect(this.page.getByRole('heading', { name: 'Add Digital Asset' })).toBeVisible();
  }

  async fillProductInfo(input: { title: string; category: RegExp; tag: string; description: string }) {
    await this.app.field('Product Name').fill(input.title);
    await this.app.choose('Main Category', input.category);
    await this.app.choose('Sub Category');
    await this.app.addTag(input.tag);
    await this.app.choose('Price');
    await this.app.field('Description').fill(input.description);
  }

  /** The preview file field is labelled by the category's preview label. */
  async uploadPreview(file: string): Promise<void> {
    const input = this.page.locator('input[type=file][data-testid^="file-"]').nth(0);
    const label = ((await input.getAttribute('data-testid')) ?? '').replace(/^file-/, '');
    await this.app.upload(label, file);
  }

  async uploadBanner(file: string): Promise<void> {
    await this.app.upload('Preview Banner', file);
  }

  async addEbook(index: number, title: string, file: string): Promise<void> {
    await this.page.getByLabel(`E-book ${index} title`).fill(title);
    await this.app.upload(`E-book ${index} file`, file);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
    await this.app.confirm('Are you sure you want to proceed?');
  }
}
