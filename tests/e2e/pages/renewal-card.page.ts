import { expect, type Locator, type Page } from '@playwright/test';

/** The renewal card of the subscription screen `/subscription/order/{hashslug}` (issue 21). */
export class RenewalCardPage {
  readonly card: Locator;

  constructor(readonly page: Page) {
    this.card = page.locator('.mantine-Card-root').filter({ hasText: 'Langganan / Subscription' }).last();
  }

  async open(hashslug: string): Promise<void> {
    await this.page.goto(`/subscription/order/${hashslug}`);
    await expect(this.card).toBeVisible();
  }

  /** Pauses from the day shown (today) for `days` days. */
  async pause(days: number): Promise<void> {
    await this.card.getByRole('textbox', { name: 'Hari / Days' }).fill(String(days));
    await this.card
      .getByRole('button', { name: 'Jeda untuk cuti sekolah / Pause for a school holiday' })
      .click();
  }

  /** Ends the pause now (or withdraws it). */
  async resume(): Promise<void> {
    await this.card.getByRole('button', { name: 'Sambung semula sekarang / Resume now' }).click();
  }

  payNow(): Locator {
    return this.card.getByRole('button', { name: /Bayar sekarang \(FPX \/ DuitNow\)/ });
  }
}
