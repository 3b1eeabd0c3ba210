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

test('each statistics screen keeps its own choice: an organization is never taken for a company', async ({
  page,
}) => {
  const stats = new GroupStatisticsPage(page);
  await stats.open('Organization Statistics');
  const organization = await stats.chooseGroup('Organization');
  await expect(stats.listed().or(page.getByTestId('empty-state'))).toBeVisible();

  const companyCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ajax/v2/admin/pm4biz/')) companyCalls.push(r.postData() ?? r.url());
  });
  await stats.open('Company Statistics');
  await expect(page.getByTestId('pick-group')).toHaveText('Select company');
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(companyCalls.filter((c) => c.includes('company_id'))).toEqual([]);
  const company = await stats.chooseGroup('Company');
  await expect(stats.listed().or(page.getByTestId('empty-state'))).toBeVisible();

  // Back on each screen, its own choice is still there.
  await stats.open('Organization Statistics');
  await expect(page.getByRole('textbox', { name: 'Organization' })).toHaveValue(organization);
  await stats.open('Company Statistics');
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue(company);
});

for (const variant of ['Organization', 'Company'] as const) {
  test(`at 1280 px the ${variant.toLowerCase()} listed-users table shows Display Chart and Remove User without scrolling sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const stats = new GroupStatisticsPage(page);
    await stats.open(`${variant} Statistics`);
    await stats.chooseGroup(variant);
    if (
      !(await stats
        .listed()
        .isVisible()
        .catch(() => false))
    )
      await stats.addFirstUnlisted(1);
    await expect(stats.listed()).toBeVisible();
    const first = stats.listed().getByRole('row').nth(1);
    // Down to the table with the window only, never sideways.
    await first.evaluate((tr) =>
      window.scrollTo({ top: tr.getBoundingClientRect().top + window.scrollY - 200 }),
    );
    await expect(first.getByRole('button', { name: /^Display Chart: / })).toBeInViewport({ ratio: 1 });
    await expect(first.getByRole('button', { name: /^Remove User: / })).toBeInViewport({ ratio: 1 });
    // The table fits its card: nothing is left past the right edge to scroll to.
    const overflow = await stats
      .listed()
      .evaluate((table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0));
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
