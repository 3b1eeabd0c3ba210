import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { ContentFormPage } from './pages/backoffice/content-form-page';
import { expectAccessible } from './support';

const media = (name: string) => join(import.meta.dirname, '..', '..', 'seed', 'media', name);
const stamp = Date.now().toString(36).slice(-5);

test.beforeEach(async ({ page }) => {
  await new BackofficeApp(page).login('admin@demo.my');
});

test('admin creates and edits a package within the limits', async ({ page }) => {
  const content = new ContentFormPage(page);
  await content.openCreate('Packages');
  const create = page.getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await content.app.field('Name').fill(`Pakej ${stamp}`);
  await content.app.field('Price (RM)').pressSequentially('12.5');
  await expect(content.app.field('Price (RM)')).toHaveValue('125');
  await content.app.choose('Recurring Frequency', 'Every 3 Months');
  await content.app.choose('Mahir Tutor Category');
  await content.app.choose('Number of Mahir Tutor Subjects', '1');
  await content.app.field('Mahir Coin Amount').fill('10');
  await expectAccessible(page);
  await create.click();
  await content.openRow(`Pakej ${stamp}`);
  for (const card of ['Package Details', 'Mahir Tutor Course', 'Mahir Coins Bonus', 'Status'])
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  await content.app.field('Name').fill(`Pakej ${stamp} B`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('link', { name: `Pakej ${stamp} B` })).toBeVisible();
});

test('admin creates and edits merchandise with images', async ({ page }) => {
  const content = new ContentFormPage(page);
  await content.openCreate('Merchandise');
  await content.app.field('Name').fill(`Baju ${stamp}`);
  await content.app.field('Price (RM)').fill('45.00');
  await content.app.field('Color').fill('Hijau');
  await content.app.field('Size').fill('M');
  await content.app.field('Description').fill('Baju rasmi Mahir.');
  await expect(page.getByRole('button', { name: 'Remove image 1' })).toHaveCount(0);
  await content.app.upload('Image 1', media('photo-1.jpg'));
  for (let i = 2; i <= 5; i++) await page.getByRole('button', { name: 'Add Image' }).click();
  await expect(page.getByRole('button', { name: 'Add Image' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove image 5' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await content.openRow(`Baju ${stamp}`);
  await content.app.field('Price (RM)').fill('50.00');
  await page.getByRole('button', { name: 'Update' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('row', { name: new RegExp(`Baju ${stamp}`) })).toContainText('RM 50.00');
});

test('admin creates and edits a homepage banner through the drop area', async ({ page }) => {
  const content = new ContentFormPage(page);
  await content.openCreate('Banners');
  await content.app.field('Headline').fill(`Cuti ${stamp}`);
  await content.app.field('Sub Headline').fill('x'.repeat(90));
  await expect(content.app.field('Sub Headline')).toHaveValue('x'.repeat(80));
  await page.getByLabel('Add Button').check();
  await expect(content.app.field('Button Label')).toBeVisible();
  await page.getByLabel('Add Button').uncheck();
  await page.getByLabel('Banner image', { exact: true }).setInputFiles(media('banner.jpg'));
  await expect(page.getByTestId('banner-detail')).toContainText('JPG', { timeout: 30_000 });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await content.openRow(`Cuti ${stamp}`);
  await content.app.field('Headline').fill(`Cuti ${stamp} Baru`);
  await page.getByRole('button', { name: 'Update' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('link', { name: `Cuti ${stamp} Baru` })).toBeVisible();
});

test('admin creates and edits a sponsorship after finding the reseller', async ({ page }) => {
  const content = new ContentFormPage(page);
  await content.openCreate('Sponsorships');
  await content.app.field('Organization Name').fill(`Sekolah ${stamp}`);
  await page.getByLabel('Start Date').fill('2026-01-01');
  await page.getByLabel('End Date').fill('2026-12-31');
  await page.getByLabel('Payment Date').fill('2026-01-05');
  await content.app.field('Payment Amount (RM)').fill('500.00');
  await content.app.field('Reseller Code').fill('ZZ9999');
  await page.getByRole('button', { name: 'Get' }).click();
  await expect(page.getByTestId('reseller-name')).toHaveValue('Reseller code is invalid');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await content.app.field('Reseller Code').fill('RS0001');
  await page.getByRole('button', { name: 'Get' }).click();
  await expect(page.getByTestId('reseller-name')).not.toHaveValue(/invalid|^$/);
  await submit.click();
  await content.openRow(`Sekolah ${stamp}`);
  await content.app.field('Organization Name').fill(`Sekolah ${stamp} Dua`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('link', { name: `Sekolah ${stamp} Dua` })).toBeVisible();
});

test('admin searches, clears and pages the price list and opens an edit', async ({ page }) => {
  const app = new BackofficeApp(page);
  await app.open('Price List');
  const table = page.getByRole('table', { name: 'Price list' });
  for (const column of ['Tier', 'Price', 'Country Name', 'Status', 'Actions'])
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  await page.getByLabel('Search').fill('zzzz-no-such-tier');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No record', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(table).toBeVisible();
  await expectAccessible(page);
  await table
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/backoffice\/admin\/setting\/price\/\d+\/edit$/);
  await expect(app.field('Tier')).not.toHaveValue('');
});

test('admin creates and edits an online event', async ({ page }) => {
  const content = new ContentFormPage(page);
  await content.openCreate('Events');
  await content.app.field('Name').fill(`Webinar ${stamp}`);
  await content.app.field('Speaker').fill('Dr. Aminah');
  await page.getByRole('radio', { name: 'Online' }).check();
  await expect(content.app.field('Location')).toHaveCount(0);
  await content.app.field('Meeting Link').fill('https://meet.example.my/abc');
  await page.getByLabel(/^Date/).fill('2026-12-20');
  await page.getByLabel(/^Time/).fill('20:30');
  await content.app.field('Price (RM)').fill('10.00');
  await content.app.field('Description').fill('Bengkel dalam talian.');
  await page.getByRole('checkbox', { name: 'student' }).check();
  await page.getByRole('button', { name: 'Create' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await content.openRow(`Webinar ${stamp}`);
  await content.app.field('Speaker').fill('Dr. Aminah Ali');
  await page.getByRole('button', { name: 'Update' }).click();
  await content.app.confirm('Are you sure you want to proceed?');
  await expect(page.getByRole('link', { name: `Webinar ${stamp}` })).toBeVisible();
});
