import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { ContentFormPage } from './pages/backoffice/content-form-page';
import { StorefrontShowcase } from './pages/storefront-showcase.page';
import { expectAccessible } from './support';

const media = (name: string) => join(import.meta.dirname, '..', '..', 'seed', 'media', name);
const stamp = Date.now().toString(36).slice(-5);

/** What admins publish in the back office shows on the storefront while active, and leaves it when not. */
test.beforeEach(async ({ page }) => {
  await new BackofficeApp(page).login('admin@demo.my');
});

test('an active banner shows on the front page; set inactive it disappears', async ({ page }) => {
  const content = new ContentFormPage(page);
  const shop = new StorefrontShowcase(page);
  const headline = `Promosi ${stamp}`;
  await content.openCreate('Banners');
  await content.app.field('Headline').fill(headline);
  await content.app.field('Sub Headline').fill('Diskaun 20% untuk semua kursus video');
  await page.getByLabel('Add Button').check();
  await content.app.field('Button Label').fill('Lihat Kursus');
  await content.app.field('Button Link').fill('/kursus/all');
  await page.getByLabel('Banner image', { exact: true }).setInputFiles(media('banner.jpg'));
  await expect(page.getByTestId('banner-detail')).toContainText('JPG', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Create' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('link', { name: headline })).toBeVisible();

  const banner = await shop.banner(headline);
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Diskaun 20% untuk semua kursus video');
  await expect(banner.locator('img')).toHaveJSProperty('complete', true);
  await expect(banner.locator('img')).not.toHaveJSProperty('naturalWidth', 0);
  await expectAccessible(page);
  await banner.getByRole('link', { name: 'Lihat Kursus' }).click();
  await expect(page).toHaveURL(/\/kursus\/all$/);

  await page.goto('/backoffice/');
  await content.app.open('Banners');
  await content.openRow(headline);
  await content.app.choose('Status', 'INACTIVE');
  await page.getByRole('button', { name: 'Update' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('row', { name: new RegExp(headline) })).toContainText('INACTIVE');
  await expect(await shop.banner(headline)).toHaveCount(0);
});

test('an active package shows on /packages; set inactive it disappears', async ({ page }) => {
  const content = new ContentFormPage(page);
  const shop = new StorefrontShowcase(page);
  const name = `Pakej ${stamp}`;
  await content.openCreate('Packages');
  await content.app.field('Name').fill(name);
  await content.app.field('Price (RM)').fill('35');
  await content.app.choose('Recurring Frequency', 'Every 3 Months');
  await content.app.choose('Mahir Tutor Category');
  await content.app.choose('Number of Mahir Tutor Subjects', '1');
  await content.app.field('Mahir Coin Amount').fill('5');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(await shop.package(name)).toBeVisible();
  await expect(card).toContainText('RM 35.00');
  await expect(card).toContainText('Pilih 1 kursus Mahir Tutor');

  await page.goto('/backoffice/');
  await content.app.open('Packages');
  await content.openRow(name);
  await content.app.choose('Status', 'INACTIVE');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('INACTIVE');
  await expect(await shop.package(name)).toHaveCount(0);
});

test('active merchandise shows on /merchandise; set inactive it disappears', async ({ page }) => {
  const content = new ContentFormPage(page);
  const shop = new StorefrontShowcase(page);
  const name = `Beg ${stamp}`;
  await content.openCreate('Merchandise');
  await content.app.field('Name').fill(name);
  await content.app.field('Price (RM)').fill('39.90');
  await content.app.field('Color').fill('Biru');
  await content.app.field('Size').fill('L');
  await content.app.field('Description').fill('Beg galas rasmi Mahir.');
  await content.app.upload('Image 1', media('photo-1.jpg'));
  await page.getByRole('button', { name: 'Publish' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('link', { name })).toBeVisible();

  const card = await shop.merchandise(name);
  await expect(card).toContainText('RM 39.90');
  await card.click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Beg galas rasmi Mahir.')).toBeVisible();

  await page.goto('/backoffice/');
  await content.app.open('Merchandise');
  await content.openRow(name);
  await content.app.choose('Status', 'INACTIVE');
  await page.getByRole('button', { name: 'Update' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('INACTIVE');
  await expect(await shop.merchandise(name)).toHaveCount(0);
});

test('an active event shows on /events; set inactive it disappears', async ({ page }) => {
  const content = new ContentFormPage(page);
  const shop = new StorefrontShowcase(page);
  const name = `Bengkel ${stamp}`;
  await content.openCreate('Events');
  await content.app.field('Name').fill(name);
  await content.app.field('Speaker').fill('Encik Hafiz');
  await page.getByRole('radio', { name: 'Physical' }).check();
  await content.app.field('Location').fill('Dewan Mahir, Shah Alam');
  await page.getByLabel(/^Date/).fill('2026-12-28');
  await page.getByLabel(/^Time/).fill('09:00');
  await content.app.field('Price (RM)').fill('0.00');
  await content.app.field('Description').fill('Bengkel bersemuka untuk ibu bapa.');
  await page.getByRole('checkbox', { name: 'parent' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('link', { name })).toBeVisible();

  const card = await shop.event(name);
  await expect(card).toContainText('Encik Hafiz');
  await expect(card).toContainText('Fizikal');
  await card.click();
  await expect(page.getByText('Dewan Mahir, Shah Alam')).toBeVisible();

  await page.goto('/backoffice/');
  await content.app.open('Events');
  await content.openRow(name);
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Update' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('INACTIVE');
  await expect(await shop.event(name)).toHaveCount(0);
});
