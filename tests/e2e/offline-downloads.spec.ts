import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { zipSync } from 'fflate';
import { hydrate, loginThroughPage, PASSWORD, withServerDatabase } from './support';

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

/**
 * Opens a page once the service worker controls it (it serves from the next page load on), and uses it: the
 * server-rendered page runs its script, which offers the downloads, at the first use.
 */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready))).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await hydrate(page);
}

/** Statuses of the worker's answers for downloaded files, from now on. */
function servedFiles(page: Page): Array<{ url: string; status: number; type: string }> {
  const served: Array<{ url: string; status: number; type: string }> = [];
  page.on('response', (r) => {
    if (r.url().includes('/offline/media/'))
      served.push({ url: r.url(), status: r.status(), type: r.headers()['content-type'] ?? '' });
  });
  return served;
}

/** Plays a downloaded audio or video element muted until it has moved past half a second. */
async function playsFromDevice(page: Page, testId: string): Promise<void> {
  const media = page.getByTestId(testId);
  await expect
    .poll(() => media.evaluate((m: HTMLMediaElement) => m.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await media.evaluate((m: HTMLMediaElement) => {
    m.muted = true;
    return m.play();
  });
  await expect.poll(() => media.evaluate((m: HTMLMediaElement) => m.currentTime)).toBeGreaterThan(0.5);
}

/**
 * The bodies of the sync requests the server took (200), from now on. An app opened offline holds a visitor's
 * CSRF token, so its first send is answered 419 and sent again with a fresh token: that one is not counted.
 */
function syncBodies(page: Page): Array<{ events: Array<{ client_id: string; kind: string }> }> {
  const bodies: Array<{ events: Array<{ client_id: string; kind: string }> }> = [];
  page.on('response', (r) => {
    if (r.url().endsWith('/ajax/v2/offline/sync') && r.status() === 200)
      bodies.push(JSON.parse(r.request().postData() ?? '{}'));
  });
  return bodies;
}

/** The student every test here downloads as. */
const studentEmail = 'student@demo.my';

async function logInAsStudent(page: Page): Promise<void> {
  await loginThroughPage(page, studentEmail);
  await expect(page).not.toHaveURL(/\/login/);
}

/** Removes downloads from the device, and the list of downloads is empty after. */
async function removeDownloads(page: Page, items: Locator[]): Promise<void> {
  for (const item of items) await item.getByRole('button', { name: 'Buang' }).click();
  await expect(page.getByTestId('download-item')).toHaveCount(0);
}

/** The paths of the files kept in the device's download caches. */
function keptFiles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.startsWith('mahir-offline-')))
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
}

/**
 * Signs the tutor in through the API in a context of its own and answers a poster of their JSON calls (with the
 * session's CSRF token), for a test to set up what a tutor does in the back office.
 */
async function tutorApi(browser: Browser) {
  const context = await browser.newContext();
  const api = context.request;
  const csrf = (await (await api.get('/ajax/v2/auth/csrf')).json()).data.csrf_token as string;
  const login = await api.post('/ajax/v2/auth/login', {
    headers: { 'X-CSRF-TOKEN': csrf },
    data: { email: 'tutor@demo.my', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.csrf_token as string;
  return {
    post: (path: string, data: Record<string, string>) =>
      api.post(path, { headers: { 'X-CSRF-TOKEN': token }, data }),
    close: () => context.close(),
  };
}

/** A small real EPUB: the stored `mimetype` entry first, a container and a package. */
function epubBytes(): Uint8Array {
  const text = (value: string) => new TextEncoder().encode(value);
  return zipSync(
    {
      mimetype: [text('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': text('<?xml version="1.0"?><container/>'),
      'OEBPS/content.opf': text('<package/>'),
    },
    { level: 6 },
  );
}

test.describe('offline downloads in the installed app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a student downloads a module, plays it with the network off, and the progress is sent once back online', async ({
    page,
    context,
  }) => {
    await logInAsStudent(page);
    await page.goto('/course/demo-video-course');
    // The worker serves from the next page load on.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.ready)))
      .toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await hydrate(page);

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
    const before = serverRows(studentEmail).events.length;
    await video.evaluate((v: HTMLVideoElement) => v.pause());
    await expect(page.getByTestId('outbox-count')).toBeVisible();
    expect(serverRows(studentEmail).events.length).toBe(before);

    // Back online: the queue is sent once and empties.
    const syncs: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/ajax/v2/offline/sync')) syncs.push(r.postData() ?? '');
    });
    await context.setOffline(false);
    await expect(page.getByTestId('outbox-count')).toHaveCount(0);
    await expect.poll(() => serverRows(studentEmail).events.length).toBe(before + 1);
    const sent = JSON.parse(syncs[0] ?? '{}') as { events: Array<{ client_id: string; kind: string }> };
    expect(sent.events).toHaveLength(1);
    expect(sent.events[0]?.kind).toBe('position');
    expect(serverRows(studentEmail).events.at(-1)?.client_id).toBe(sent.events[0]?.client_id);

    // The same item sent again (an answer lost on a weak link) changes nothing.
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    const replay = await page.request.post('/ajax/v2/offline/sync', {
      data: sent,
      headers: { 'X-CSRF-TOKEN': token ?? '' },
    });
    expect(((await replay.json()) as { data: { results: Array<{ status: string }> } }).data.results).toEqual([
      expect.objectContaining({ status: 'duplicate' }),
    ]);
    expect(serverRows(studentEmail).events.length).toBe(before + 1);

    // Removing frees it from the list.
    await removeDownloads(page, [item]);
  });

  test('a subscriber keeps an audio part and an ebook offline, listens and reads with the network off, and the app opens on them cold', async ({
    page,
    context,
  }) => {
    await logInAsStudent(page);

    await openControlled(page, '/course/demo-audio-course');
    const part = page.getByTestId('module-row').first();
    const partTitle = (await part.locator('p').first().textContent()) ?? '';
    const keepPart = part.getByTestId('offline-save');
    await expect(keepPart).toHaveAttribute('aria-label', `Simpan untuk luar talian: ${partTitle}`);
    await keepPart.click();
    await expect(keepPart).toHaveAttribute('data-state', 'saved');

    await page.goto('/course/demo-ebook');
    await hydrate(page);
    const book = page.getByTestId('ebook-row').first();
    const keepBook = book.getByTestId('offline-save');
    await keepBook.click();
    await expect(keepBook).toHaveAttribute('data-state', 'saved');

    // Cold start: every page closed, the network off, the installed app opened at its Downloads page.
    await context.setOffline(true);
    const app = await context.newPage();
    await page.close();
    const served = servedFiles(app);
    await app.goto('/downloads');
    await expect(app.getByRole('heading', { level: 1, name: 'Muat turun' })).toBeVisible();
    await expect(app.locator('#mahir-offline')).toContainText('Anda di luar talian');
    const audio = app.locator('[data-testid="download-item"][data-kind="audio"]');
    const ebook = app.locator('[data-testid="download-item"][data-kind="ebook"]');
    await expect(audio).toContainText(partTitle);
    await expect(audio.getByTestId('licence-state')).toContainText('Boleh didengar hingga');
    await expect(ebook.getByTestId('licence-state')).toContainText('Boleh dibaca hingga');

    // The audio part plays in the course's audio player, from the device.
    await audio.getByRole('button', { name: 'Main' }).click();
    await playsFromDevice(app, 'offline-audio');
    // The ebook opens in the course's PDF viewer, from the device.
    await ebook.getByRole('button', { name: 'Baca' }).click();
    await expect(app.getByTestId('pdf-frame')).toBeVisible();
    await expect.poll(() => served.some((s) => s.url.includes('/ebook-') && s.status === 200)).toBe(true);
    const head = await app.evaluate(async () => {
      const link = document.querySelector('[data-testid="pdf-frame"]')?.getAttribute('src') ?? '';
      const res = await fetch(link.split('#')[0] ?? '');
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        start: (await res.text()).slice(0, 4),
      };
    });
    expect(head).toEqual({ status: 200, type: 'application/pdf', start: '%PDF' });
    expect(
      served.filter((s) => s.url.includes('/audio-')).every((s) => s.status === 200 || s.status === 206),
    ).toBe(true);
    expect(served.find((s) => s.url.includes('/audio-'))?.type).toBe('audio/mpeg');
    await app.keyboard.press('Escape');

    // Where the listener stopped is queued offline and sent once, as an audio position, back online.
    await app.getByTestId('offline-audio').evaluate((m: HTMLMediaElement) => m.pause());
    await expect(app.getByTestId('outbox-count')).toBeVisible();
    const before = serverRows(studentEmail).events.length;
    const syncs = syncBodies(app);
    await context.setOffline(false);
    await expect(app.getByTestId('outbox-count')).toHaveCount(0);
    await expect.poll(() => serverRows(studentEmail).events.length).toBe(before + 1);
    expect(syncs.flatMap((b) => b.events).map((e) => e.kind)).toEqual(['audio_position']);

    await removeDownloads(app, [audio, ebook]);
  });

  test('a module downloaded with the captions the tutor uploaded shows them in the player with the network off', async ({
    page,
    context,
    browser,
  }) => {
    await logInAsStudent(page);
    await openControlled(page, '/course/demo-video-course');
    const panel = page.getByTestId('offline-download');
    const title = await panel.getByRole('textbox', { name: 'Modul' }).inputValue();
    const moduleId = withServerDatabase(
      (db) =>
        (
          db
            .prepare(
              `select m.id from modules m join courses c on c.id = m.course_id
                where c.hashslug = 'demo-video-course' and m.title = ?`,
            )
            .get(title) as { id: number }
        ).id,
    );
    // The tutor uploads an English track (the demo seed gave the module a Malay one).
    const tutor = await tutorApi(browser);
    const captions = `/ajax/v2/tutor/course/module/${moduleId}/captions`;
    const uploaded = await tutor.post(captions, {
      lang: 'en',
      label: 'English',
      text: 'WEBVTT\n\n00:00.000 --> 00:30.000\nHello from your tutor\n',
    });
    expect(uploaded.status()).toBe(200);
    try {
      await panel.getByRole('button', { name: 'Muat turun untuk luar talian' }).click();
      await expect(panel.getByTestId('download-state')).toContainText('Disimpan');
      await panel.getByRole('link', { name: 'Buka muat turun' }).click();
      const item = page.getByTestId('download-item').filter({ hasText: title });
      await expect(item.getByTestId('kept-captions')).toContainText(
        'Sari kata disimpan: English, Bahasa Melayu',
      );

      // Network off: the video plays from the device with both tracks, and the English one shows its cue.
      await context.setOffline(true);
      const served = servedFiles(page);
      await item.getByRole('button', { name: 'Main' }).click();
      await playsFromDevice(page, 'offline-video');
      const video = page.getByTestId('offline-video');
      expect(
        await video.evaluate((v) =>
          Array.from(v.querySelectorAll('track'))
            .map((t) => [t.kind, t.srclang, t.label])
            .sort(),
        ),
      ).toEqual([
        ['subtitles', 'en', 'English'],
        ['subtitles', 'ms', 'Bahasa Melayu'],
      ]);
      await video.evaluate((v: HTMLVideoElement) => {
        for (const track of Array.from(v.textTracks))
          track.mode = track.language === 'en' ? 'showing' : 'disabled';
      });
      await expect
        .poll(() =>
          video.evaluate((v: HTMLVideoElement) => {
            const en = Array.from(v.textTracks).find((t) => t.language === 'en');
            const cue = en?.cues?.[0];
            return cue instanceof VTTCue ? cue.text : null;
          }),
        )
        .toBe('Hello from your tutor');
      expect(served.find((f) => f.url.endsWith(`/${moduleId}.en.vtt`))).toMatchObject({
        status: 200,
        type: 'text/vtt; charset=utf-8',
      });

      // Removed with its video: no track of the module is left on the device.
      await removeDownloads(page, [item]);
      expect((await keptFiles(page)).filter((f) => f.includes(`/${moduleId}.`))).toEqual([]);
      await context.setOffline(false);
    } finally {
      await tutor.post(`${captions}/delete`, { lang: 'en' });
      await tutor.close();
    }
  });

  test('an EPUB ebook is kept offline and, with the network off, saved to the device under its own name', async ({
    page,
    context,
  }) => {
    // The course's last ebook stands on a real EPUB for this test, as a tutor's upload would store it.
    const bytes = epubBytes();
    const key = 'media/e2e-offline-book.epub';
    mkdirSync(join(dataDir, 'media'), { recursive: true });
    writeFileSync(join(dataDir, key), bytes);
    const book = withServerDatabase((db) => {
      const row = db
        .prepare(
          `select e.id, e.title, e.media_id from ebooks e join courses c on c.id = e.course_id
            where c.hashslug = 'demo-ebook' order by e.position desc, e.id desc limit 1`,
        )
        .get() as { id: number; title: string; media_id: number };
      const media = db
        .prepare(
          `insert into media_files (hashslug, owner_id, storage_path, original_name, mime, extension, size, created_at)
           select 'e2eofflineepub', owner_id, ?, 'buku.epub', 'application/epub+zip', 'epub', ?, created_at
             from media_files where id = ?`,
        )
        .run(key, bytes.byteLength, row.media_id);
      db.prepare('update ebooks set media_id = ? where id = ?').run(media.lastInsertRowid, row.id);
      return row;
    });
    try {
      await logInAsStudent(page);
      await openControlled(page, '/course/demo-ebook');
      const keep = page.getByTestId('ebook-row').filter({ hasText: book.title }).getByTestId('offline-save');
      await keep.click();
      await expect(keep).toHaveAttribute('data-state', 'saved');

      await page.goto('/downloads');
      await context.setOffline(true);
      const served = servedFiles(page);
      const item = page
        .locator('[data-testid="download-item"][data-kind="ebook"]')
        .filter({ hasText: book.title });
      await expect(item.getByTestId('licence-state')).toContainText('Boleh dibaca hingga');
      await expect(item.getByTestId('save-note')).toContainText('Pelayar tidak dapat memaparkan fail EPUB');
      await expect(item).not.toContainText(' 0 B');
      await expect(item.getByRole('button', { name: 'Baca' })).toHaveCount(0);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        item.getByRole('button', { name: 'Simpan ke peranti' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${book.title.replace(/:/g, ' ').replace(/\s+/g, ' ')}.epub`);
      expect(readFileSync(await download.path()).equals(Buffer.from(bytes))).toBe(true);
      expect(served.find((f) => f.url.endsWith('.epub'))).toMatchObject({
        status: 200,
        type: 'application/epub+zip',
      });
      await context.setOffline(false);
      await removeDownloads(page, [item]);
    } finally {
      withServerDatabase((db) => {
        db.prepare('update ebooks set media_id = ? where id = ?').run(book.media_id, book.id);
        db.prepare(`delete from media_files where hashslug = 'e2eofflineepub'`).run();
      });
      rmSync(join(dataDir, key), { force: true });
    }
  });

  test('a quiz downloaded with its module is answered offline on the quiz screen and sent once back online', async ({
    page,
    context,
  }) => {
    const quizTitle = 'Kuiz 2: Gaya CSS';
    // The chapter's quiz not yet taken by the student (another spec may have taken it on this server).
    const moduleTitle = withServerDatabase((db) => {
      db.prepare(
        `delete from quiz_submissions where user_id = (select id from users where email = ?)
           and quiz_id = (select id from quizzes where title = ?)`,
      ).run(studentEmail, quizTitle);
      const row = db
        .prepare(
          `select m.title from modules m join chapters ch on ch.id = m.chapter_id
             join chapter_quizzes cq on cq.chapter_id = ch.id join quizzes q on q.id = cq.quiz_id
           where q.title = ? order by m.position limit 1`,
        )
        .get(quizTitle) as { title: string };
      return row.title;
    });
    await logInAsStudent(page);
    await openControlled(page, '/course/demo-video-course');
    const panel = page.getByTestId('offline-download');
    await panel.getByRole('textbox', { name: 'Modul' }).click();
    await page.getByRole('option', { name: moduleTitle, exact: true }).click();
    await panel.getByRole('button', { name: 'Muat turun untuk luar talian' }).click();
    await expect(panel.getByTestId('download-state')).toContainText('Disimpan');
    await panel.getByRole('link', { name: 'Buka muat turun' }).click();
    const item = page.getByTestId('download-item').filter({ hasText: moduleTitle });

    await context.setOffline(true);
    const syncs = syncBodies(page);
    await item.getByRole('button', { name: `Jawab kuiz: ${quizTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: quizTitle });
    await dialog.getByRole('button', { name: 'Mula' }).click();
    for (let i = 1; i <= 3; i++) {
      await expect(dialog.getByText(`Soalan ${i} daripada 3`)).toBeVisible();
      await dialog.getByRole('radio').first().check();
      await dialog.getByRole('button', { name: 'Next' }).click();
    }
    await dialog.getByRole('button', { name: 'HANTAR JAWAPAN' }).click();
    await expect(dialog.getByTestId('quiz-queued')).toContainText('akan dihantar');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const attempt = item.getByTestId('quiz-attempt');
    await expect(attempt).toHaveAttribute('data-state', 'queued');
    await expect(attempt).toContainText('menunggu sambungan internet');
    const submissions = () =>
      withServerDatabase(
        (db) =>
          (
            db
              .prepare(
                `select count(*) as n from quiz_submissions where user_id = (select id from users where email = ?)
                   and quiz_id = (select id from quizzes where title = ?)`,
              )
              .get(studentEmail, quizTitle) as { n: number }
          ).n,
      );
    expect(submissions()).toBe(0);
    expect(syncs).toHaveLength(0);

    // Back online: sent once, and the learner sees it was.
    await context.setOffline(false);
    await expect(attempt).toHaveAttribute('data-state', 'sent');
    await expect(attempt).toContainText('jawapan dihantar');
    expect(submissions()).toBe(1);
    const quizEvents = syncs.flatMap((b) => b.events).filter((e) => e.kind === 'quiz');
    expect(quizEvents).toHaveLength(1);
    expect(
      serverRows(studentEmail).events.filter((e) => e.client_id === quizEvents[0]?.client_id),
    ).toHaveLength(1);
    await expect(item.getByRole('button', { name: `Jawab kuiz: ${quizTitle}` })).toHaveCount(0);
    await item.getByRole('button', { name: 'Buang' }).click();
  });
});
