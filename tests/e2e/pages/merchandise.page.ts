import type { Locator, Page } from '@playwright/test';

/** `/merchandise`: the merchandise listing. */
export class MerchandiseListPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto('/merchandise');
  }

  async open(name: string) {
    await this.page.getByRole('link', { name: new RegExp(name) }).click();
  }
}

/** `/merchandise/:hashslug`: gallery, product info, quantity and 'Beli Sekarang'. */
export class MerchandiseDetailPage {
  readonly quantity: Locator;
  readonly buy: Locator;
  readonly nextPhoto: Locator;

  constructor(readonly page: Page) {
    this.quantity = page.getByLabel('Kuantiti');
    this.buy = page.getByRole('button', { name: 'Beli Sekarang' });
    this.nextPhoto = page.getByRole('button', { name: 'Gambar seterusnya' });
  }

  photo(index: number, total: number) {
    return this.page.getByRole('img', { name: new RegExp(`\\(${index}/${total}\\)$`) });
  }
}
