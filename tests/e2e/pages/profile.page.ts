import type { Locator, Page } from '@playwright/test';

/** `/profile`: profile, school, parent, address, avatar and password. */
export class ProfilePage {
  readonly form: Locator;
  readonly update: Locator;
  readonly avatarInput: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Profile' });
    this.update = page.getByRole('button', { name: 'Update' });
    this.avatarInput = page.locator('input[type="file"]');
  }

  async goto() {
    await this.page.goto('/profile');
  }

  field(label: string) {
    return this.form.getByRole('textbox', { name: label, exact: true });
  }

  async uploadAvatar(name: string, mimeType: string, buffer: Buffer) {
    await this.avatarInput.setInputFiles({ name, mimeType, buffer });
  }
}
