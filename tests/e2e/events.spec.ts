import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { clearCarts } from './pages/cart.page';
import { CheckoutPage } from './pages/checkout.page';
import { EventDetailPage, EventsListPage } from './pages/events.page';
import { OrdersPage } from './pages/orders.page';
import { SandboxPaymentPage } from './pages/sandbox-payment.page';
import { expectAccessible, loginThroughPage, PASSWORD } from './support';

/** An event's hashslug as the back office lists it (a past event is on no storefront list). */
async function eventSlugFromAdmin(browser: Browser, name: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await loginThroughPage(admin, 'admin@demo.my');
  await admin.waitForURL(/\/backoffice/);
  const res = await admin.request.get('/ajax/v2/admin/event/list?per_page=100');
  const body = (await res.json()) as { data: { data: Array<{ name: string; hashslug: string }> } };
  await context.close();
  const found = body.data.data.find((e) => e.name === name);
  if (!found) throw new Error(`no event ${name}`);
  return found.hashslug;
}

test('a student buys an online event through the cart and then sees its meeting link; a past one is not sold', async ({
  page,
  browser,
}) => {
  await loginThroughPage(page, 'nur.aisyah.rosli@demo.my');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await clearCarts(page);
  await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Events' }).click();
  const list = new EventsListPage(page);
  await expect(page.getByRole('link', { name: /Webinar Persediaan SPM/ })).toBeVisible();
  // The demo's free webinar was on a day already past: it is no longer listed.
  await expect(page.getByRole('link', { name: /Webinar Keselamatan Siber/ })).toHaveCount(0);
  await list.open('Webinar Persediaan SPM');
  const event = new EventDetailPage(page);
  await expect(event.heading('Webinar Persediaan SPM 2026: Strategi Skor A')).toBeVisible();
  await expect(page.getByText('Pautan mesyuarat akan diberikan selepas pembelian.')).toBeVisible();
  await expect(event.meetingLink).toHaveCount(0);
  await expectAccessible(page);
  const eventUrl = page.url();
  await event.register.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await new CheckoutPage(page).payButton('Buat Pembayaran').click();
  await new SandboxPaymentPage(page).approve();
  await new OrdersPage(page).expectPaidReceipt();
  // The seat is given by the order's fulfilment, which the job runner does on its next tick (about a second
  // after the callback marked the order paid): the event page says so once it has.
  await expect(async () => {
    await page.goto(eventUrl);
    await expect(page.getByText('SUDAH MENDAFTAR EVENT INI')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(event.meetingLink).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//);

  // The past event's own page says it has ended and offers nothing to buy.
  const past = await eventSlugFromAdmin(browser, 'Webinar Keselamatan Siber untuk Ibu Bapa');
  await page.goto(`/events/${past}`);
  await expect(event.heading('Webinar Keselamatan Siber untuk Ibu Bapa')).toBeVisible();
  await expect(page.getByText('Event ini telah tamat.')).toBeVisible();
  await expect(event.register).toHaveCount(0);
});

test('a students-only event put in the cart as a visitor is refused at payment to an employee who logs in late', async ({
  page,
}) => {
  const list = new EventsListPage(page);
  await list.goto();
  await list.open('Bengkel Robotik');
  await new EventDetailPage(page).register.click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill('employee@demo.my');
  await page.getByLabel(/Kata laluan/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log Masuk' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout\?cart=subscription$/);
  await new CheckoutPage(page).payButton('Buat Pembayaran').click();
  await expect(page.getByRole('alert').filter({ hasText: 'HANYA UNTUK PELAJAR' })).toBeVisible();
  await expect(page).toHaveURL(/\/cart\/checkout/);
});

test('a parent sees HANYA UNTUK PELAJAR on a students-only event; a visitor sees price and buy', async ({
  page,
}) => {
  const list = new EventsListPage(page);
  await list.goto();
  await list.open('Bengkel Robotik');
  const event = new EventDetailPage(page);
  await expect(page.getByText('RM 80.00')).toBeVisible();
  await expect(page.getByText(/Pusat Sains Negara/)).toBeVisible();
  await expect(event.register).toBeEnabled();
  await loginThroughPage(page, 'parent@demo.my');
  await page.waitForURL((url) => url.pathname === '/');
  await list.goto();
  await list.open('Bengkel Robotik');
  await expect(page.getByText('HANYA UNTUK PELAJAR')).toBeVisible();
  await expect(event.register).toHaveCount(0);
});
