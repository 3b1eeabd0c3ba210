import type { Locator, Page } from '@playwright/test';

/** `/affiliate`: sign-up, or the Link and Statistics tabs. */
export class AffiliatePage {
  readonly link: Locator;
  readonly copy: Locator;

  constructor(readonly page: Page) {
    this.link = page.getByTestId('affiliate-link');
    this.copy = page.getByRole('button', { name: 'Copy', exact: true });
  }

  async goto() {
    await this.page.goto('/affiliate');
  }

  tab(name: 'Link' | 'Statistics' | 'Daily Clicks' | 'Commissions') {
    return this.page.getByRole('tab', { name });
  }
}
