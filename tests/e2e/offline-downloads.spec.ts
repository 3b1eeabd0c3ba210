import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { loginThroughPage } from './support';

const dataDir = join(import.meta.dirname, '.artifacts', `data-${process.env.E2E_PORT ?? 8191}`);

/** Rows of the student's offline replays and positions, read from the e2e server's own database. */
function serverRows(email: string) {
  const db = new Database(join(dataDir, 'mahir.sqlite'), { readonly: true });
  try {
    const user = db.prepare('select id from users where email = ?').get(email) as { id: number };
    const events = db
      .prepare('select client_id, kind from offline_events where user_id = ? order by id')
      .all(user.id) as Array<{ client_id: string; kind: string }>;
    return { userId: user.id, events };
  } finally {
    db.close();
  }
}

test.describe('offline downloads in the installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a student downloads a module, plays it with the network off, and the progress is sent once back online', async ({
    page,
    context,
  }) => {
    const email = 'student@demo.my';
    await loginThroughPage(page, email);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/course/demo-video-course');
    // The worker serves from the next page load on.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready)))
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const panel = page.getByTestId('offline-download');
    await expect(panel).toBeVisible();
    const title = await panel.getByRole('textbox', { name: 'Modul' }).inputValue();
    await panel.getByRole('textbox', { name: 'Kualiti' }).click();
    await page.getByRole('option', { name: '360p' }).click();
    await panel.getByRole('button', { name: 'Muat turun untuk luar talian' }).click();
    await expect(panel.getByTestId('download-state')).toContainText('Disimpan');

    await panel.getByRole('link', { name: 'Buka muat turun' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Muat turun' })).toBeVisible();
    const item = page.getByTestId('download-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByTestId('licence-state')).toContainText('Boleh ditonton hingga');
    await expect(page.getByTestId('downloads-size')).not.toContainText(' 0 B');
    await expect(page.getByTestId('storage-estimate')).toContainText('Storan digunakan');

    // Network off: the module plays from the device, through the service worker, seeking with Range.
    await context.setOffline(true);
    const served: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/offline/media/')) served.push(r.status());
    });
    await expect(page.getByRole('status').filter({ hasText: 'Anda di luar talian' })).toBeVisible();
    await item.getByRole('button', { name: 'Main' }).click();
    const video = page.getByTestId('offline-video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
    await video.evaluate((v: HTMLVideoElement) => {
      v.currentTime = 3;
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(3);
    expect(served.length).toBeGreaterThan(0);
    expect(served.every((s) => s === 200 || s === 206)).toBe(true);

    // Pausing offline keeps the position in the queue; nothing reaches the server yet.
    const before = serverRows(email).events.length;
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await expect(page.getByTestId('outbox-count')).toBeVisible();
    expect(serverRows(email).events.length).toBe(before);

    // Back online: the queue is sent once and empties.
    const syncs: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/ajax/v2/offline/sync')) syncs.push(r.postData() ?? '');
    });
    await context.setOffline(false);
    await expect(page.getByTestId('outbox-count')).toHaveCount(0);
    await expect.poll(() => serverRows(email).events.length).toBe(before + 1);
    const sent = JSON.parse(syncs[0] ?? '{}') as { events: Array<{ client_id: string; kind: string }> };
    expect(sent.events).toHaveLength(1);
    expect(sent.events[0]?.kind).toBe('position');
    expect(serverRows(email).events.at(-1)?.client_id).toBe(sent.events[0]?.client_id);

    // The same item sent again (an answer lost on a weak link) changes nothing.
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const replay = await page.request.post('/ajax/v2/offline/sync', {
      data: sent,
      headers: { 'X-CSRF-TOKEN': token ?? '' },
    });
    expect(((await replay.json()) as { data: { results: Array<{ status: string }> } }).data.results).toEqual([
      expect.objectContaining({ status: 'duplicate' }),
    ]);
    expect(serverRows(email).events.length).toBe(before + 1);

    // Removing frees it from the list.
    await item.getByRole('button', { name: 'Buang' }).click();
    await expect(page.getByTestId('download-item')).toHaveCount(0);
  });
});
