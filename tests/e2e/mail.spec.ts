import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { BackofficeApp } from './pages/backoffice/backoffice-app';
import { CoinsPage } from './pages/coins.page';
import { OrdersPage } from './pages/orders.page';
import { SandboxPaymentPage } from './pages/sandbox-payment.page';
import { expectAccessible, expectFitsWidth, loginThroughPage } from './support';

// The e2e server has no SMTP_URL: its job runner keeps each mail as an .eml file in the data folder.
const mailDir = join(import.meta.dirname, '.artifacts', `data-${process.env.E2E_PORT ?? 8191}`, 'mail');

/** The first link to `path` with a token in a kept mail whose name ends with `-<template>.eml`. */
function linkInMail(template: string, path: string): string | null {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir).filter((f) => f.endsWith(`-${template}.eml`));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const text = readFileSync(join(mailDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    const link = new RegExp(`https?://[^\\s"<>]*${path}\\?token=[A-Za-z0-9._-]+`).exec(text);
    if (link) return link[0];
  }
  return null;
}

/** The CSRF token of a page's session, as the clients fetch it. */
async function csrfOf(page: Page): Promise<string> {
  const res = await page.request.get('/ajax/v2/auth/csrf');
  return ((await res.json()) as { data: { csrf_token: string } }).data.csrf_token;
}

/** A video course of the logged-in tutor that waits for review: one that does, else a rejected one submitted again. */
async function tutorCourseInReview(page: Page): Promise<string> {
  const list = async (status: number) => {
    const res = await page.request.get(`/ajax/v2/tutor/course/list?status=${status}`);
    return ((await res.json()) as { data: { data: Array<{ hashslug: string; status_id: number }> } }).data
      .data;
  };
  const waiting = (await list(0)).find((c) => c.status_id === 0);
  if (waiting) return waiting.hashslug;
  const token = await csrfOf(page);
  for (const course of [...(await list(2)), ...(await list(3))]) {
    const res = await page.request.post('/ajax/v2/tutor/course/submit', {
      data: { hashslug: course.hashslug },
      headers: { 'X-CSRF-TOKEN': token },
    });
    if (res.ok()) return course.hashslug;
  }
  throw new Error('the demo tutor has no course to put in review');
}

test('at 1280px an admin finds a receipt in Outgoing Mail, reads it as sent and resends it', async ({
  page,
  browser,
}) => {
  // A student pays for coins: the paid order's receipt is mailed by the job runner.
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const coins = new CoinsPage(page);
  await coins.open();
  await coins.buy('100 Mahir Coins');
  await coins.pay('senangPay');
  await new SandboxPaymentPage(page).approve();
  const reference = (await new OrdersPage(page).expectPaidReceipt()).trim();
  expect(reference).toMatch(/^MHR-/);

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  const app = new BackofficeApp(admin);
  await app.login('admin@demo.my');
  await app.open('Outgoing Mail');
  await expect(admin.getByRole('heading', { name: 'Outgoing Mail' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Search' }).fill(reference);
  await admin.getByRole('button', { name: 'Search' }).click();
  const subject = new RegExp(`${reference}$`);
  const table = admin.getByRole('table', { name: 'Outgoing mail' });
  // Sent within a few seconds by the job runner; the list is read again until it says so.
  await expect
    .poll(
      async () => {
        await admin.getByRole('button', { name: 'Refresh' }).click();
        await expect(admin.getByRole('button', { name: 'Refresh' })).toBeEnabled();
        return table.getByRole('row').filter({ hasText: reference }).filter({ hasText: 'sent' }).count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expectAccessible(admin);
  await expectFitsWidth(admin);

  await table.getByRole('link', { name: subject }).click();
  await expect(admin.getByRole('heading', { name: subject })).toBeVisible();
  await expect(admin.getByText(`receipt-${reference}.pdf`)).toBeVisible();
  // The HTML part shows in a frame that may run nothing and reach nothing.
  const frame = admin.getByTitle('Rendered email');
  await expect(frame).toHaveAttribute('sandbox', '');
  await expect(
    admin.frameLocator('iframe[title="Rendered email"]').getByText(reference).first(),
  ).toBeVisible();
  await admin.getByRole('tab', { name: 'Plain text' }).click();
  await expect(admin.getByText(/Jumlah|Total/).first()).toBeVisible();
  await expectAccessible(admin, ['iframe']);

  await admin.getByRole('button', { name: 'Resend' }).click();
  await admin.getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'queued again' })).toBeVisible();
  await admin.getByRole('link', { name: '← Outgoing Mail' }).click();
  await admin.getByRole('textbox', { name: 'Search' }).fill(reference);
  await admin.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row').filter({ hasText: reference })).toHaveCount(2);
  await context.close();
});

test('at 412px the preference page turns a category off from the profile, and a mail link unsubscribes in one press', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await loginThroughPage(page, 'tutor@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/profile');
  await page.getByRole('link', { name: /Email preferences/ }).click();
  await expect(page).toHaveURL(/\/mail-preferences$/);
  await expect(page.getByRole('heading', { name: 'Pilihan e-mel' })).toBeVisible();
  const events = page.getByRole('switch', { name: /Pendaftaran acara/ });
  await expect(events).toBeChecked();
  await events.uncheck({ force: true });
  await page.getByRole('button', { name: 'Simpan pilihan' }).click();
  await expect(page.getByRole('status')).toContainText('telah disimpan');
  await page.reload();
  await expect(page.getByRole('switch', { name: /Pendaftaran acara/ })).not.toBeChecked();
  await expectFitsWidth(page);
  await expectAccessible(page);

  // An admin rejects the tutor's course waiting for review (submitted again here if none waits): the tutor
  // is mailed the outcome, a mail that can be unsubscribed from.
  const pending = await tutorCourseInReview(page);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await new BackofficeApp(admin).login('admin@demo.my');
  const reject = await admin.request.post('/ajax/v2/admin/course/review', {
    data: { hashslug: pending, action: 2, reject_reason: 'Audio tidak jelas' },
    headers: { 'X-CSRF-TOKEN': await csrfOf(admin) },
  });
  expect(reject.status()).toBe(200);
  await adminContext.close();
  let link: string | null = null;
  await expect
    .poll(
      () => {
        link = linkInMail('content-rejected', '/unsubscribe');
        return link !== null;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const url = new URL(link ?? '');
  const visitor = await browser.newContext({ viewport: { width: 412, height: 900 } });
  const open = await visitor.newPage();
  await open.goto(`${url.pathname}${url.search}`);
  const stop = open.getByRole('button', { name: 'Berhenti langgan' });
  await expect(stop).toBeVisible();
  await expectFitsWidth(open);
  await expectAccessible(open);
  await stop.click();
  await expect(open.getByRole('status')).toContainText('berhenti melanggan');
  await expect(stop).toHaveCount(0);
  await visitor.close();
});
