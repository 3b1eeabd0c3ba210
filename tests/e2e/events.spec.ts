import { expect, test } from '@playwright/test';
import { EventDetailPage, EventsListPage } from './pages/events.page';
import { expectAccessible, loginThroughPage } from './support';

test('a student registers for an online event and then sees its meeting link', async ({ page }) => {
  await loginThroughPage(page, 'student@demo.my');
  await page.waitForURL(/\/my\/courses$/);
  await page.getByRole('navigation', { name: 'Kategori' }).getByRole('link', { name: 'Events' }).click();
  const list = new EventsListPage(page);
  await list.open('Webinar Keselamatan Siber');
  const event = new EventDetailPage(page);
  await expect(event.heading('Webinar Keselamatan Siber untuk Ibu Bapa')).toBeVisible();
  await expect(page.getByText('Pautan mesyuarat akan diberikan selepas pembelian.')).toBeVisible();
  await expect(event.meetingLink).toHaveCount(0);
  await expectAccessible(page);
  await event.register.click();
  await expect(page.getByText('SUDAH MENDAFTAR EVENT INI')).toBeVisible();
  await expect(event.meetingLink).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\//);
  await page.reload();
  await expect(event.meetingLink).toBeVisible();
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
