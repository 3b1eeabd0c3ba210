import { expect, type Locator, type Page } from '@playwright/test';

/** The storefront pages that show what admins publish: banners on `/`, `/packages`, `/merchandise`, `/events`. */
export class StorefrontShowcase {
  constructor(readonly page: Page) {}

  /** A banner on the front page, found by its headline. */
  async banner(headline: string): Promise<Locator> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { name: 'Terokai mengikut kategori' })).toBeVisible();
    return this.page.getByRole('region', { name: 'Banners' }).getByRole('article', { name: headline });
  }

  /** A package card on `/packages`. */
  async package(name: string): Promise<Locator> {
    await this.page.goto('/packages');
    await expect(this.page.getByRole('heading', { name: 'Pakej Langganan' })).toBeVisible();
    return this.page.getByRole('heading', { name, exact: true });
  }

  /** A merchandise card on `/merchandise`. */
  async merchandise(name: string): Promise<Locator> {
    await this.page.goto('/merchandise');
    await expect(this.page.getByRole('heading', { name: 'Merchandise', level: 1 })).toBeVisible();
    return this.page.getByRole('link', { name: new RegExp(name) });
  }

  /** An event card on `/events`. */
  async event(name: string): Promise<Locator> {
    await this.page.goto('/events');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    return this.page.getByRole('link', { name: new RegExp(name) });
  }
}
