import { formatRM } from '@mahir/shared/money/ringgit';
import { expect, test } from '@playwright/test';
import { ApprovalsPage } from './pages/backoffice/approvals-page';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { DashboardPage } from './pages/backoffice/dashboard-page';
import { expectAccessible, loginThroughPage } from './support';

interface AdminDashboard {
  data: { monthly_sales: number; today_sales: number; total_courses: number; total_students: number };
}

test('admin reads the dashboard across chart ranges', async ({ page }) => {
  await new BackofficeApp(page).login('admin@demo.my');
  const dashboard = new DashboardPage(page);
  await expect(dashboard.chartTotal()).toContainText('Last 30 Days: RM');
  const api = (await (await page.request.get('/ajax/v2/admin/dashboard')).json()) as AdminDashboard;
  await expect(dashboard.stat('Monthly Sales')).toHaveText(formatRM(api.data.monthly_sales));
  await expect(dashboard.stat('Today Sales')).toHaveText(formatRM(api.data.today_sales));
  await expect(dashboard.stat('Courses Approval')).toHaveText(String(api.data.total_courses));
  await expect(dashboard.stat('Total Students')).toHaveText(api.data.total_students.toLocaleString('en-MY'));
  await expectAccessible(page);

  const ranges: Array<[string, string]> = [
    ['This Month', 'This Month'],
    ['Last Month', 'Last Month'],
    ['January', `January ${new Date().getFullYear()}`],
    ['Last 30 Days', 'Last 30 Days'],
  ];
  for (const [option, label] of ranges) {
    await dashboard.chooseRange(option);
    await expect(dashboard.chartTotal()).toContainText(`${label}: RM`);
  }
  await expect(page.locator('.recharts-area-curve')).toBeVisible();
});

test('admin approves a cancellation from the badge and the learner sees Approved Cancellation', async ({
  page,
}) => {
  await new BackofficeApp(page).login('admin@demo.my');
  const approvals = new ApprovalsPage(page);
  const badge = approvals.cancellationBadge();
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  await approvals.openCancellations();
  await expect(approvals.pendingRows('Cancellation requests')).toHaveCount(before);
  await expectAccessible(page);
  const orderNo = await approvals.approveFirst('Cancellation requests');
  await expect(page.getByText('Cancellation approved')).toBeVisible();
  await expect(approvals.pendingRows('Cancellation requests')).toHaveCount(before - 1);
  if (before > 1) await expect(badge).toHaveText(String(before - 1));
  else await expect(badge).toHaveCount(0);

  // The buyer's order page now shows the approved cancellation.
  const list = (await (await page.request.get('/ajax/v2/admin/subscription/cancellations')).json()) as {
    data: { cancellations: Array<{ order_id: string; order_hashslug: string; email: string }> };
  };
  const listed = list.data.cancellations.find((c) => c.order_id === orderNo);
  if (!listed) throw new Error(`order ${orderNo} not listed`);
  await page.context().clearCookies();
  await loginThroughPage(page, listed.email);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`/subscription/order/${listed.order_hashslug}`);
  await expect(page.getByRole('button', { name: 'Approved Cancellation' })).toBeDisabled();
});

test('admin approves one reseller registration', async ({ page }) => {
  await new BackofficeApp(page).login('admin@demo.my');
  const approvals = new ApprovalsPage(page);
  await approvals.openRegistrations();
  const waiting = await approvals.pendingRows('Reseller registrations').count();
  expect(waiting).toBeGreaterThan(0);
  await expectAccessible(page);
  await approvals.approveFirst('Reseller registrations');
  await expect(page.getByText(/Reseller registration approved: RS[2-9A-HJ-NP-Z]{4}/)).toBeVisible();
  await expect(approvals.pendingRows('Reseller registrations')).toHaveCount(waiting - 1);
});

test('tutor reads their own dashboard', async ({ page }) => {
  await new BackofficeApp(page).login('tutor@demo.my');
  const dashboard = new DashboardPage(page);
  const api = (await (await page.request.get('/ajax/v2/tutor/dashboard')).json()) as {
    data: { total_commissions: number; total_courses: number; total_students: number };
  };
  await expect(dashboard.stat('Total Commissions')).toHaveText(formatRM(api.data.total_commissions));
  await expect(dashboard.stat('Total Courses')).toHaveText(String(api.data.total_courses));
  await expect(dashboard.stat('Total Students')).toHaveText(api.data.total_students.toLocaleString('en-MY'));
  await expect(dashboard.weeklyTotal()).toContainText('Last 7 days:');
  await expect(page.locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expectAccessible(page);
  // The tutor has no approval screens.
  await expect(page.getByRole('link', { name: 'Subscription Cancellation' })).toHaveCount(0);
});
