import { expect, test } from '@playwright/test';
import { AccountStepPage } from './pages/account-step.page';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { CommissionPaymentPage } from './pages/backoffice/commission-payment-page';
import { ResellerSettingsPage } from './pages/backoffice/reseller-settings-page';
import { SubResellerPages } from './pages/backoffice/subreseller-pages';
import { BillingStepPage } from './pages/billing-step.page';
import { expectAccessible, openRenderedPage } from './support';

const PAYOUT_HEADER = 'Bank,Bank Code,Account No,Account Holder,SWIFT Code,Amount (RM),Reference';

test('admin releases selected commissions as paid, then cannot change them, and generates the payout file', async ({
  page,
}) => {
  await new BackofficeApp(page).login('admin@demo.my');
  const pay = new CommissionPaymentPage(page);
  await pay.open();
  await expectAccessible(page);

  // 'Set Status as Paid' needs at least one selected row.
  await pay.setPaid();
  await expect(page.getByRole('alert')).toContainText('Please select at least one commission');

  const unpaid = pay.unpaidRows();
  expect(await unpaid.count()).toBeGreaterThan(2);
  const picked = [await pay.keyOf(unpaid.nth(0)), await pay.keyOf(unpaid.nth(1))];
  const untouched = await pay.keyOf(unpaid.nth(2));
  for (const i of [0, 1]) await unpaid.nth(i).getByRole('checkbox').check();
  await pay.setPaid();
  await expect(page.getByText('Commissions set as paid')).toBeVisible();

  for (const k of picked) {
    const row = pay.row(k.orderId, k.name);
    await expect(row.getByText('PAID', { exact: true })).toBeVisible();
    await expect(row.getByRole('checkbox')).toBeDisabled();
    await expect(pay.actions(row)).toHaveCount(0);
  }
  // Only the selected rows were released.
  const other = pay.row(untouched.orderId, untouched.name);
  await expect(other.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(pay.actions(other)).toHaveCount(2);

  // Generate Payout pays the month shown, and says so before it does: what the two rows add up to.
  const releasedSen = picked.reduce((sum, k) => sum + Math.round(Number(k.amount) * 100), 0);
  const releasedRM = `RM ${(releasedSen / 100).toFixed(2)}`;
  const month = (await page.getByRole('textbox', { name: 'Month' }).inputValue()).trim();
  expect((await pay.awaiting()).amount).toBe(releasedRM);
  await page.getByRole('button', { name: 'Generate Payout' }).click();
  await expect(pay.payoutDialog()).toContainText(`Generate the payout file for ${month}`);
  await expect(pay.payoutDialog()).toContainText(`It pays the 2 released commissions of ${month}`);
  await expect(pay.payoutDialog()).toContainText(`${releasedRM} in all`);
  await expect(pay.payoutDialog()).toContainText('Commissions of other months are not included.');
  await pay.payoutDialog().getByRole('button', { name: 'No' }).click();
  await expect(pay.payoutDialog()).toBeHidden();
  const file = await pay.generatePayout();
  expect(file.name).toMatch(/^payout-MHR\d{8}[0-9A-F]{6}\.csv$/);
  const lines = file.text.trim().split(/\r\n/);
  expect(lines[0]).toBe(PAYOUT_HEADER);
  expect(lines.length).toBeGreaterThan(1);
  // Earlier months were paid out in the demo already: the file holds exactly the released rows, one line
  // per bank account with their amounts summed.
  const expected = new Map<string, number>();
  for (const k of picked)
    expected.set(
      k.name.toUpperCase(),
      (expected.get(k.name.toUpperCase()) ?? 0) + Math.round(Number(k.amount) * 100),
    );
  const got = new Map<string, number>();
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    expect(cells).toHaveLength(7);
    expect(cells[5]).toMatch(/^\d+\.\d{2}$/);
    expect(cells[6]).toMatch(/^MHR\d{8}[0-9A-F]{6}-\d+$/);
    expect(got.has(cells[3] ?? '')).toBe(false);
    got.set(cells[3] ?? '', Math.round(Number(cells[5]) * 100));
  }
  expect(got).toEqual(expected);

  // The released rows are in a batch now: nothing of the month waits, so there is nothing to generate.
  await expect(page.getByTestId('awaiting-payout')).toHaveText('RM 0.00');
  await expect(page.getByRole('button', { name: 'Generate Payout' })).toBeDisabled();
});

test('at 1024 px every column of the payment table can be reached, the payout status and actions too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await new BackofficeApp(page).login('admin@demo.my');
  const pay = new CommissionPaymentPage(page);
  await pay.open();
  const row = pay.unpaidRows().first();
  const status = row.getByText('PENDING', { exact: true });
  const edit = row.getByRole('button', { name: /^Edit commission/ });
  // As a user reaches them: the pointer over the table and the wheel turned sideways (a script's
  // scrollIntoView would move even a box that clips and never lets a user scroll).
  // Down to the row with the window only: a script's scrollIntoView would also slide a clipping box.
  await row.evaluate((tr) => window.scrollTo({ top: tr.getBoundingClientRect().top + window.scrollY - 200 }));
  await row.locator('td').first().hover();
  await page.mouse.wheel(1000, 0);
  await expect(status).toBeInViewport({ ratio: 1 });
  await expect(edit).toBeInViewport({ ratio: 1 });
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'EDIT COMMISSION' })).toBeVisible();
  await page.getByRole('dialog', { name: 'EDIT COMMISSION' }).getByRole('button', { name: 'Cancel' }).click();
  // The page itself never scrolls sideways: only the table does, inside its card.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
});

test('a selection made on one page of the month is kept on the others and released together', async ({
  page,
}) => {
  await new BackofficeApp(page).login('admin@demo.my');
  // The demo month holds one page of commissions; the answers are split in two pages here (the rows and
  // ids stay the server's own) so the table pages as a busy month's would.
  await page.route(/\/ajax\/v2\/admin\/reseller\/commissions\/\d+\/\d+(\?.*)?$/, async (route) => {
    const url = new URL(route.request().url());
    const wanted = Number(url.searchParams.get('page') ?? '1');
    url.searchParams.set('page', '1');
    const real = await route.fetch({ url: url.toString() });
    const body = (await real.json()) as { data: { comms: unknown[]; per_page: number } };
    const half = Math.ceil(body.data.comms.length / 2);
    const comms = wanted === 1 ? body.data.comms.slice(0, half) : body.data.comms.slice(half);
    await route.fulfill({
      response: real,
      json: { ...body, data: { ...body.data, comms, per_page: half, current_page: wanted, last_page: 2 } },
    });
  });
  const pay = new CommissionPaymentPage(page);
  await pay.open();
  const first = await pay.keyOf(pay.unpaidRows().first());
  await pay.unpaidRows().first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
  await expect(pay.table.locator('tbody tr').first()).not.toContainText(first.orderId);
  const second = await pay.keyOf(pay.unpaidRows().first());
  await pay.unpaidRows().first().getByRole('checkbox').check();
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  await page.getByRole('button', { name: 'Halaman 1', exact: true }).click();
  await expect(pay.row(first.orderId, first.name).getByRole('checkbox')).toBeChecked();
  await pay.setPaid();
  await expect(page.getByText('Commissions set as paid')).toBeVisible();
  await expect(pay.row(first.orderId, first.name).getByText('PAID', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
  await expect(pay.row(second.orderId, second.name).getByText('PAID', { exact: true })).toBeVisible();
});

test('admin edits an unpaid commission with a remark and deletes another after the confirmation', async ({
  page,
}) => {
  await new BackofficeApp(page).login('admin@demo.my');
  const pay = new CommissionPaymentPage(page);
  await pay.open();
  const first = pay.unpaidRows().first();
  const { name } = await pay.keyOf(first);
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name: 'Reseller Commissions' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Commissions' });
  for (const h of ['No', 'Date & Time', 'Order ID', 'Amount (RM)', 'Remark', 'Status Payout', 'Actions'])
    await expect(table.getByRole('columnheader', { name: h, exact: true })).toBeVisible();

  const rows = table
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: /^Edit commission/ }) });
  const row = rows.first();
  await row.getByRole('button', { name: /^Edit commission/ }).click();
  const dialog = page.getByRole('dialog', { name: 'EDIT COMMISSION' });
  await dialog.getByRole('textbox', { name: 'Amount (RM)' }).fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Amount must be a positive number')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount (RM)' }).fill('12.34');
  await dialog.getByRole('textbox', { name: 'Remark' }).fill('Dilaraskan oleh admin');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: 'Dilaraskan oleh admin' })).toContainText('12.34');

  const before = await rows.count();
  await rows
    .last()
    .getByRole('button', { name: /^Delete commission/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'DELETE COMMISSION' });
  await expect(confirm).toContainText('Are you sure want to delete this commission?');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(rows).toHaveCount(before);
  await rows
    .last()
    .getByRole('button', { name: /^Delete commission/ })
    .click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(rows).toHaveCount(before - 1);
});

test('reseller copies the link and changes the sub-reseller share and bank details', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await new BackofficeApp(page).login('reseller@demo.my');
  const settings = new ResellerSettingsPage(page);
  await settings.open();
  await expect(page.getByRole('textbox', { name: 'Reseller Code' })).toHaveValue('RS0001');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByRole('status')).toHaveText('Reseller link successfully Copied!');
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await settings.share().fill('12');
  await expect(settings.masterRate()).toHaveText('Master reseller: 88%');
  await settings.share().press('ArrowUp');
  await expect(settings.share()).toHaveValue('13');
  await expect(settings.masterRate()).toHaveText('Master reseller: 87%');

  await settings.app.field('Account No').fill('');
  await settings.app.field('SWIFT Code').fill('X'.repeat(51));
  await settings.update();
  await expect(page.getByText('Account No is required')).toBeVisible();
  await expect(page.getByText('Must not be more than 50 characters')).toBeVisible();

  await settings.app.choose('Bank Name', /CIMB/);
  await settings.app.field('Account No').fill('8001234567');
  await settings.app.field('Account Holder').fill('TAN WEI MING ENTERPRISE');
  await settings.app.field('SWIFT Code').fill('CIBBMYKL');
  await expectAccessible(page);
  await settings.update();
  await expect(page.getByText('Settings successfully updated')).toBeVisible();

  await page.reload();
  await expect(settings.share()).toHaveValue('13');
  await expect(settings.app.field('Account No')).toHaveValue('8001234567');
  await expect(settings.app.field('Account Holder')).toHaveValue('TAN WEI MING ENTERPRISE');
});

test('sub-reseller reads its earnings and downloads a statement PDF', async ({ page }) => {
  await new BackofficeApp(page).login('subreseller@demo.my');
  const sub = new SubResellerPages(page);
  await sub.openDashboard();
  const card = page.getByLabel('Reseller', { exact: true });
  await expect(card).toContainText('RS0001');
  await expect(sub.stat("This Month's Commissions")).toHaveText(/^RM \d/);
  await expect(sub.stat('All-time Commissions')).toHaveText(/^RM \d/);
  await expect(page.getByRole('img', { name: /^Daily Earnings: RM/ })).toBeVisible();
  const earnings = sub.earnings();
  await expect(earnings.locator('tbody tr').first()).toContainText(/PAID|PENDING/);
  await expectAccessible(page);

  await sub.openStatement();
  for (const h of ['No', 'Date & Time', 'Order ID', 'Status Payout', 'Date Payout', 'Amount Commission (RM)'])
    await expect(sub.statement().getByRole('columnheader', { name: h, exact: true })).toBeVisible();
  await expect(sub.statement().locator('tbody tr').first()).toContainText(/PAID|PENDING/);
  const total = (await sub.stat('Total Commission').textContent()) ?? '';
  expect(total).toMatch(/^RM \d/);

  const file = await sub.downloadReport();
  const now = new Date();
  expect(file.name).toBe(`subreseller-statement-${now.getFullYear()}-${now.getMonth() + 1}.pdf`);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByRole('dialog', { name: 'SUBRESELLER STATEMENT REPORT' })).toBeVisible();
});

test("a package bought with a reseller code shows up as that reseller's PENDING commission", async ({
  page,
}) => {
  await openRenderedPage(page, '/package/demo-package');
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const account = new AccountStepPage(page);
  const email = `komisen.${Date.now()}@demo.my`;
  await account.fillGuestAccount(email, 'rahsia1');
  await account.fillPersonalAndParent({
    firstName: 'Hafiz',
    lastName: 'Rahman',
    phone: '0191112222',
    guardianName: 'Rahman bin Yusof',
    guardianEmail: 'rahman@example.my',
    guardianPhone: '0123335555',
    address1: 'No 3, Jalan Melur',
    postcode: '43000',
    state: 'Selangor',
    city: 'Kajang',
  });
  await account.field('Reseller Code').fill('RS0001');
  await account.field('Reseller Code').blur();
  await account.pickSchool('Selangor');
  await account.next.click();
  const billing = new BillingStepPage(page);
  await billing.fill({
    name: 'Rahman bin Yusof',
    email: 'rahman@example.my',
    phone: '0123335555',
    address1: 'No 3, Jalan Melur',
    postcode: '43000',
    state: 'Selangor',
    city: 'Kajang',
  });
  await billing.pay.click();
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  const reference = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).not.toHaveURL(/\/payments\/sandbox\//);
  await page.context().clearCookies();

  await new BackofficeApp(page).login('admin@demo.my');
  const pay = new CommissionPaymentPage(page);
  await pay.open();
  // The commission is earned by the order.paid handler of the job runner, shortly after the payment.
  const row = pay.table
    .locator('tbody tr')
    .filter({ hasText: reference })
    .filter({ hasText: 'reseller@demo.my' });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByText('PENDING', { exact: true })).toBeVisible();
  await expect(row.getByRole('checkbox')).toBeEnabled();
});
