import { MONTH_NAMES } from '@mahir/shared';
import { expect, test } from '@playwright/test';
import { GroupStatisticsPage } from './pages/backoffice/group-statistics-page';
import { expectAccessible } from './support';

test.beforeEach(async ({ page }) => {
  await new GroupStatisticsPage(page).app.login('admin@demo.my');
});

test('admin adds users to an organization, charts one user and downloads the A3 report', async ({ page }) => {
  const stats = new GroupStatisticsPage(page);
  await stats.open('Organization Statistics');
  await expect(page.getByTestId('pick-group')).toHaveText('Select organization');
  const organization = await stats.chooseGroup('Organization');
  await expect(stats.listed()).toBeVisible();
  await expect(stats.chartScope()).toContainText('All users');

  await stats.searchUnlistedNobody();
  const added = await stats.addFirstUnlisted(2);
  await expect(page.getByRole('status')).toHaveText('User(s) successfully added.');
  for (const name of added) {
    await stats.search(name);
    await expect(stats.row(name)).toBeVisible();
    await expect(stats.row(name)).toContainText('%');
  }

  // Narrowing to one user charts that user and does not ask for the listing again.
  const [first] = added;
  if (!first) throw new Error('no user added');
  await stats.search(first);
  await expect(stats.listed().getByRole('row')).toHaveCount(2);
  let listedCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/statistic/listed')) listedCalls += 1;
  });
  await stats.displayChart(first);
  await expect(stats.chartScope()).toContainText(first);
  await expect(stats.chartTotal()).toContainText(first);
  await expect(stats.row(first)).toBeVisible();
  expect(listedCalls).toBe(0);
  await expectAccessible(page);

  const report = await stats.downloadPdf();
  expect(report.name).toMatch(/^organization-statistics-\d+-\d{4}-\d{1,2}\.pdf$/);
  expect(report.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(report.bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89\d* 1190\.55\d*\]/);

  await stats.removeUser(first);
  await expect(page.getByRole('status')).toHaveText('User successfully removed.');
  await expect(stats.row(first)).toHaveCount(0);

  // Reset restores the current month and year and clears the organization and the user.
  await stats.app.choose('Month', MONTH_NAMES[0]);
  await stats.reset();
  await expect(page.getByTestId('pick-group')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Organization' })).toHaveValue('');
  const now = new Date(Date.now() + 8 * 3600_000);
  await expect(page.getByRole('textbox', { name: 'Month', exact: true })).toHaveValue(
    MONTH_NAMES[now.getUTCMonth()] ?? '',
  );
  await expect(page.getByRole('textbox', { name: 'Year', exact: true })).toHaveValue(
    String(now.getUTCFullYear()),
  );
  expect(organization.length).toBeGreaterThan(0);
});

test('the company variant lists companies and their listed employees', async ({ page }) => {
  const stats = new GroupStatisticsPage(page);
  await stats.open('Company Statistics');
  await stats.chooseGroup('Company');
  await expect(stats.listed()).toBeVisible();
  await expect(stats.listed().getByRole('columnheader', { name: 'PI' })).toBeVisible();
  await stats.search('zzzz-nobody-zzzz');
  await expect(page.getByTestId('empty-state')).toHaveText('No record');
});
