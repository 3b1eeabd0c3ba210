import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectAccessible, loginThroughPage } from './support';

test('HR adds, narrows the chart to, and removes an employee, and downloads the A3 report', async ({
  page,
}) => {
  await loginThroughPage(page, 'hr@demo.my');
  await expect(page).toHaveURL(/\/hr\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login Statistics' })).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('chart-scope')).toContainText('All users');
  const listed = page.getByRole('table', { name: 'Listed users' });
  await expect(listed).toBeVisible();
  for (const column of ['Name', 'Email', 'Total Login', 'Last Login'])
    await expect(listed.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Display Chart/ }).first()).toBeVisible();
  await expectAccessible(page);

  // Add an unlisted employee through the modal.
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  const add = dialog.getByRole('button', { name: 'Add', exact: true });
  await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toBeVisible();
  await expect(add).toBeDisabled();
  await expect(page.locator('.mantine-Modal-content')).toHaveCSS('opacity', '1');
  await expectAccessible(page);
  await dialog.getByLabel('Search name').fill('zzzz-nobody');
  await expect(dialog.getByText('No record', { exact: true })).toBeVisible();
  await dialog.getByLabel('Search name').fill('');
  const row = dialog.getByRole('row').nth(1);
  const email = (await row.getByRole('cell').nth(2).textContent())?.trim() ?? '';
  expect(email).toMatch(/@/);
  await row.getByRole('checkbox').check();
  await expect(add).toBeEnabled();
  await add.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'User(s) successfully added.' })).toBeVisible();

  // The new employee is listed; narrow the chart to them and back.
  await page.getByLabel('Search Name/Email').fill(email);
  const mine = listed.getByRole('row').filter({ hasText: email });
  await expect(mine).toHaveCount(1);
  const name = (await mine.getByRole('cell').first().getAttribute('title')) ?? '';
  await mine.getByRole('button', { name: /^Display Chart/ }).click();
  await expect(page.getByTestId('chart-scope')).toContainText(name);
  await page.getByRole('button', { name: 'Show all users' }).click();
  await expect(page.getByTestId('chart-scope')).toContainText('All users');

  // Remove them again, after confirming.
  await mine.getByRole('button', { name: /^Remove User/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove User' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'User successfully removed.' })).toBeVisible();
  await expect(page.getByText('No record', { exact: true })).toBeVisible();

  // The A3 report of the selected month.
  await page.getByLabel('Search Name/Email').fill('');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^login-statistics-\d{4}-\d{1,2}\.pdf$/);
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file]).toString()).toContain('Page size:       841.89 x 1190.55 pts (A3)');
});

test('HR looks at another month', async ({ page }) => {
  await loginThroughPage(page, 'hr@demo.my');
  await expect(page).toHaveURL(/\/hr\/statistics$/);
  await page.getByRole('textbox', { name: 'Month' }).click();
  const option = page.getByRole('option', { name: 'January' });
  await option.click();
  await expect(page.getByTestId('chart-scope')).toContainText('January');
});

test('others see a refusal and visitors are sent to log in', async ({ page }) => {
  await page.goto('/hr/statistics');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhr%2Fstatistics$/);
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  await page.goto('/hr/statistics');
  await expect(page.getByText('You are not allowed to do this.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
