import { expect, type Locator, type Page } from '@playwright/test';

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

/** The hashslug of the first merchandise on sale. */
export async function firstMerchandiseSlug(page: Page): Promise<string> {
  const res = await page.request.get('/ajax/v2/merchandise/list');
  const body = (await res.json()) as { data: { merchandise: Array<{ hashslug: string }> } };
  const first = body.data.merchandise[0];
  if (!first) throw new Error('no merchandise on sale');
  return first.hashslug;
}

/** Puts merchandise in the logged-in user's merchandise cart the way its page does. */
export async function addMerchandiseToCart(page: Page, hashslug: string, quantity = 1): Promise<void> {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const added = await page.request.post('/ajax/v2/merchandise/add', {
    headers: { 'X-CSRF-TOKEN': token ?? '' },
    data: { hashslug, quantity },
  });
  expect(added.status()).toBe(200);
}
