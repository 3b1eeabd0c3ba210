import { expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from '../../support';

/** The back office shell: its own login screen, the sidebar and shared widgets (selects, confirmations, uploads). */
export class BackofficeApp {
  constructor(readonly page: Page) {}

  async login(email: string): Promise<void> {
    await this.page.goto('/backoffice/');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(PASSWORD);
    await this.page.getByRole('button', { name: 'Log in' }).click();
    await expect(this.page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  }

  async open(link: string): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Back office' })
      .getByRole('link', { name: link })
      .click();
  }

  /** Picks an option of a Mantine Select by its label; `option` defaults to the first one. */
  async choose(
    label: string | RegExp,
    option?: string | RegExp,
    scope: Locator | Page = this.page,
  ): Promise<string> {
    await scope.getByRole('textbox', { name: label, exact: typeof label === 'string' }).click();
    const listbox = this.page.getByRole('listbox').last();
    const choice = option
      ? listbox.getByRole('option', { name: option }).first()
      : listbox.getByRole('option').first();
    const text = (await choice.textContent()) ?? '';
    await choice.click();
    return text.trim();
  }

  /** A text field by its exact label (the required asterisk is not part of the name). */
  field(name: string, scope: Locator | Page = this.page): Locator {
    return scope.getByRole('textbox', { name, exact: true });
  }

  async addTag(tag: string): Promise<void> {
    const input = this.page.getByRole('textbox', { name: 'Tags' });
    await input.fill(tag);
    await input.press('Enter');
  }

  /** Chooses a file for an upload field and waits until the server accepted it (its detail text is filled). */
  async upload(label: string, file: string, scope: Locator | Page = this.page): Promise<void> {
    await scope.getByTestId(`file-${label}`).setInputFiles(file);
    const detail = scope.getByTestId(`${label}-detail`);
    await expect(detail).not.toBeEmpty({ timeout: 30_000 });
    await expect(detail).not.toHaveAttribute('role', 'alert');
  }

  /** Answers Yes to the confirmation with the spec's wording. */
  async confirm(message: string): Promise<void> {
    const dialog = this.page.getByRole('dialog').filter({ hasText: message });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
  }

  successAlert(): Locator {
    return this.page.getByRole('alert').or(this.page.locator('.mantine-Alert-root')).filter({ hasText: /./ });
  }
}
