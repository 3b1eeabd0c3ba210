import { expect, type Locator, type Page } from '@playwright/test';
import { BackofficeApp } from './backoffice-app';

/** The back office landing page: the admin's or the tutor's dashboard. */
export class DashboardPage {
  readonly app: BackofficeApp;

  constructor(readonly page: Page) {
    this.app = new BackofficeApp(page);
  }

  async open(): Promise<void> {
    await this.app.open('Dashboard');
    await expect(this.page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  }

  /** The value on a card, by its label ('Monthly Sales', 'Courses Approval', 'Total Commissions', ...). */
  stat(label: string): Locator {
    return this.page.getByTestId(`stat-${label}`);
  }

  /** Picks a chart range by its label ('Last 30 Days', 'This Month', 'January', ...). */
  async chooseRange(label: string): Promise<void> {
    await this.app.choose('Chart range', label);
  }

  /** The line under the sales chart: '<range label>: RM ...'. */
  chartTotal(): Locator {
    return this.page.getByTestId('chart-total');
  }

  weeklyTotal(): Locator {
    return this.page.getByTestId('weekly-total');
  }
}
