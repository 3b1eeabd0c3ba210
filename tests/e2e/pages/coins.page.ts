import { expect, type Locator, type Page } from '@playwright/test';

/** `/mahir-coins` and `/mahir-coins/checkout`: coin packs and the coin checkout. */
export class CoinsPage {
  readonly packs: Locator;
  readonly balance: Locator;

  constructor(readonly page: Page) {
    this.packs = page.getByTestId('coin-pack');
    this.balance = page.getByTestId('coin-balance');
  }

  async open(): Promise<void> {
    await this.page.goto('/mahir-coins');
    await expect(this.page.getByRole('heading', { name: 'Mahir Coins', level: 1 })).toBeVisible();
  }

  async buy(packName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Beli ${packName}` }).click();
    await expect(this.page.getByRole('heading', { name: 'Checkout Details' })).toBeVisible();
  }

  async pay(method: 'senangPay' | 'PayPal'): Promise<void> {
    await this.page.getByRole('radio', { name: method }).check();
    await this.page.getByRole('button', { name: 'Make Payment' }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel' }).click();
  }
}
