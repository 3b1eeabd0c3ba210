import { expect, type Page } from '@playwright/test';

/** The built-in sandbox provider page at `/payments/sandbox/{reference}`. */
export class SandboxPaymentPage {
  constructor(readonly page: Page) {}

  async approve(): Promise<void> {
    await expect(this.page).toHaveURL(/\/payments\/sandbox\/MHR-/);
    await this.page.getByRole('button', { name: 'Approve' }).click();
  }

  async decline(): Promise<void> {
    await expect(this.page).toHaveURL(/\/payments\/sandbox\/MHR-/);
    await this.page.getByRole('button', { name: 'Decline' }).click();
  }
}
