import { expect, test } from '@playwright/test';
import { MerchandiseDetailPage, MerchandiseListPage } from './pages/merchandise.page';
import { expectAccessible } from './support';

test('a shopper browses the gallery, is held to 1 to 1000 and puts merchandise in the cart', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Merchandise' }).click();
  const list = new MerchandiseListPage(page);
  await list.open('T-Shirt Mahir');
  const item = new MerchandiseDetailPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'T-Shirt Mahir Edisi 2026' })).toBeVisible();
  await expect(page.getByText('Biru Tua')).toBeVisible();
  await expect(item.photo(1, 2)).toBeVisible();
  await item.nextPhoto.click();
  await expect(item.photo(2, 2)).toBeVisible();
  await expectAccessible(page);

  await item.quantity.fill('1001');
  await expect(page.getByText('Quantity must be a whole number from 1 to 1000')).toBeVisible();
  await expect(item.buy).toBeDisabled();
  await item.quantity.fill('0');
  await expect(item.buy).toBeDisabled();
  await item.quantity.fill('2');
  await expect(item.buy).toBeEnabled();
  await item.buy.click();
  await expect(page).toHaveURL(/\/cart$/);
});
