import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { hydrate, loginThroughPage, openChapter } from './support';

/** Serious or critical axe findings inside the media section (and any open dialog) of the course page. */
async function expectMediaAccessible(page: Page): Promise<void> {
  let builder = new AxeBuilder({ page }).include('[data-area="course-media"]');
  if (await page.getByRole('dialog').count()) builder = builder.include('[role="dialog"]');
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

async function openCourse(page: Page, slug: string, email?: string): Promise<void> {
  if (email) {
    await loginThroughPage(page, email);
    await expect(page).not.toHaveURL(/\/login/);
  }
  await page.goto(`/course/${slug}`);
  await expect(page.getByTestId('course-media')).toBeVisible();
}

const chapter = (page: Page, title: string) => page.getByTestId('chapter').filter({ hasText: title });

/** The `<video>` inside the lesson player. */
const lessonVideo = (page: Page) => page.getByTestId('course-video').locator('video');

test('the student plays a module to the end and sees the tick and the progress move', async ({ page }) => {
  await openCourse(page, 'demo-video-course', 'student@demo.my');
  const progress = page.getByTestId('course-progress-value');
  await expect(progress).toHaveText('44%');
  await expectMediaAccessible(page);

  await openChapter(page, 'JavaScript Interaktif');
  const row = page.getByTestId('module-row').filter({ hasText: 'Pembolehubah dan fungsi' });
  await expect(row.getByTestId('done-tick')).toHaveCount(0);
  const segments: string[] = [];
  page.on('response', (r) => {
    if (/\/media\/hls\/.+\.m4s\?/.test(r.url()) && r.ok()) segments.push(r.url());
  });
  await row.getByRole('button', { name: 'Main: Pembolehubah dan fungsi' }).click();

  // Adaptive: the seeded HLS package (360p and 240p) plays through Media Source, segments signed per viewer.
  const player = page.getByTestId('course-video');
  await expect(player).toHaveAttribute('data-hls', 'true');
  const video = lessonVideo(page);
  await expect(video).toHaveAttribute('src', /^blob:/);
  await expect(player).toHaveAttribute('data-quality', /^(360|240)$/);
  await expect.poll(() => segments.length).toBeGreaterThan(0);
  expect(segments[0]).toMatch(/\/media\/hls\/\w+\/\w+\/(360|240)p\/seg_\d+\.m4s\?u=\d+&e=\d+&s=/);
  await expect(page.getByTestId('now-playing')).toHaveText('Pembolehubah dan fungsi');

  // Captions from the module's Malay track: the 'c' shortcut turns them on.
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    v.pause();
    v.currentTime = 1;
  });
  await player.focus();
  await page.keyboard.press('c');
  await expect(player.getByText('Selamat datang ke pelajaran ini.')).toBeVisible();
  // Speed from the keyboard too ('>' is faster).
  await page.keyboard.press('Shift+Period');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBeGreaterThan(1);

  // Skip to the last moment of the 6-second lesson and let it end by itself.
  await video.evaluate(async (v: HTMLVideoElement) => {
    const ended = new Promise((r) => v.addEventListener('ended', r, { once: true }));
    v.currentTime = Math.max(0, v.duration - 0.4);
    await v.play();
    await ended;
  });
  await expect(row.getByTestId('done-tick')).toBeVisible();
  await expect(progress).toHaveText('56%');
  // After a reload the tick and progress come from the server.
  await page.reload();
  await expect(page.getByTestId('course-progress-value')).toHaveText('56%');
  await openChapter(page, 'JavaScript Interaktif');
  await expect(row.getByTestId('done-tick')).toBeVisible();
});

test('the student leaves a module part-way and is offered to resume at the same second', async ({ page }) => {
  await openCourse(page, 'demo-video-course', 'student@demo.my');
  await openChapter(page, 'JavaScript Interaktif');
  const row = page.getByTestId('module-row').filter({ hasText: 'Memanipulasi DOM' });
  await row.getByRole('button', { name: 'Main: Memanipulasi DOM' }).click();
  const video = lessonVideo(page);
  await expect(video).toHaveAttribute('src', /^blob:/);
  // Stop at 5.6 s of the demo lesson: the pause reports the position.
  const kept = page.waitForResponse(
    (r) =>
      r.url().endsWith('/ajax/v2/vod/video/position') &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes('position=5'),
  );
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    if (v.readyState < 1) await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    const seeked = new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    v.currentTime = 5.6;
    await seeked;
    v.dispatchEvent(new Event('timeupdate'));
    await v.play().catch(() => undefined);
    v.pause();
  });
  expect(await (await kept).json()).toEqual({ data: { position: 5 } });

  // Back on the course later: the same module offers to resume at 0:05.
  await page.reload();
  await openChapter(page, 'JavaScript Interaktif');
  await row.getByRole('button', { name: 'Main: Memanipulasi DOM' }).click();
  const offer = page.getByTestId('resume-offer');
  await expect(offer.getByRole('button', { name: 'Sambung dari 0:05' })).toBeVisible();
  // The module starts by itself: hold it at the start, or it ends (and the offer with it) in 6 s.
  await lessonVideo(page).evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    v.pause();
    v.addEventListener('playing', () => v.pause(), { once: true });
  });
  await expectMediaAccessible(page);
  await offer.getByRole('button', { name: 'Sambung dari 0:05' }).click();
  await expect(offer).toHaveCount(0);
  await expect
    .poll(() => lessonVideo(page).evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime)))
    .toBeGreaterThanOrEqual(5);
});

// Apart from the test above, which changes the student's progress and so could not simply run again.
test('a submitted quiz shows a tick and is not reopened; an unsubmitted one opens the quiz modal', async ({
  page,
}) => {
  await openCourse(page, 'demo-video-course', 'student@demo.my');
  const submitted = chapter(page, 'Asas HTML').getByTestId('quiz-row');
  await expect(submitted.getByRole('img', { name: 'Kuiz sudah dihantar' })).toBeVisible();
  await expect(submitted.getByRole('button')).toHaveCount(0);
  await openChapter(page, 'Menggayakan dengan CSS');
  await page.getByRole('button', { name: 'Jawab kuiz: Kuiz 2: Gaya CSS' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a visitor sees locks, plays only the preview module and cannot play a locked one', async ({ page }) => {
  await openCourse(page, 'demo-video-course');
  const first = chapter(page, 'Asas HTML');
  await expect(first.getByText('3 modul · 00:31:20')).toBeVisible();
  const locked = first.getByTestId('module-row').filter({ hasText: 'Struktur dokumen dan tag asas' });
  await expect(locked.getByRole('img', { name: /Dikunci/ })).toBeVisible();
  await expect(locked.getByRole('button')).toHaveCount(0);
  await expect(first.getByTestId('quiz-row').getByRole('img', { name: /Dikunci/ })).toBeVisible();
  await expect(page.getByTestId('course-progress')).toHaveCount(0);
  await expectMediaAccessible(page);

  // Even a hand-made watch request for the locked module gets the error flag and no URL.
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const course = await page.request
    .get('/ajax/v2/vod/course/page/demo-video-course')
    .then((r) => r.json() as Promise<{ data: { course: { id: number } } }>);
  const courseId = String(course.data.course.id);
  const moduleIds = await page.request
    .get(`/ajax/v2/vod/video/chapter/${courseId}`)
    .then(
      (r) =>
        r.json() as Promise<{ data: { chapters: Array<{ modules: Array<{ id: number; title: string }> }> } }>,
    );
  const lockedId = moduleIds.data.chapters[0]?.modules.find(
    (m) => m.title === 'Struktur dokumen dan tag asas',
  )?.id;
  const refused = await page.request.post('/ajax/v2/vod/video/watch', {
    form: { course_id: courseId, id: String(lockedId) },
    headers: { 'X-CSRF-TOKEN': csrf ?? '' },
  });
  expect(await refused.json()).toMatchObject({ data: { error: true, url: null } });

  const preview = first.getByTestId('module-row').filter({ hasText: 'Pengenalan kepada HTML' });
  await preview.getByRole('button', { name: 'Main: Pengenalan kepada HTML' }).click();
  // A visitor's preview plays the public MP4 (signed HLS needs a session).
  await expect(page.getByTestId('course-video')).toHaveAttribute('data-hls', 'false');
  await expect
    .poll(() =>
      lessonVideo(page).evaluate(
        (v: HTMLVideoElement) => new URL(v.currentSrc || 'x:', location.href).pathname,
      ),
    )
    .toMatch(/^\/media\/public\/\w+\.mp4$/);

  // Attachments are locked too.
  const attachments = page.getByRole('region', { name: 'Senarai Dokumen/Audio' });
  await expect(attachments.getByRole('img', { name: /Dikunci/ })).toHaveCount(2);
  await expect(attachments.getByRole('button', { name: /Muat turun/ })).toHaveCount(0);
});

test('the student previews and downloads an ebook; visitors see locks', async ({ page }) => {
  await openCourse(page, 'demo-ebook', 'student@demo.my');
  const list = page.getByRole('region', { name: 'Senarai Ebook' });
  await list.getByRole('button', { name: 'Pratonton: Bab 1: Nombor Bulat dan Operasi' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('pdf-frame')).toHaveAttribute('src', /^\/media\/file\//);
  await expectMediaAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('pdf-frame')).toHaveCount(0);
  await expect(dialog).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('link', { name: 'Muat turun: Bab 1: Nombor Bulat dan Operasi' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Bab 1 Nombor Bulat dan Operasi.pdf');
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 4).toString()).toBe('%PDF');
  await expectMediaAccessible(page);

  await page.context().clearCookies();
  await page.goto('/course/demo-ebook');
  const locked = page.getByRole('region', { name: 'Senarai Ebook' });
  await expect(locked.getByRole('img', { name: /Dikunci/ })).toHaveCount(3);
  await expect(locked.getByRole('link', { name: /Muat turun/ })).toHaveCount(0);
});

test('the student downloads a stock photo; the Lihat Foto modal opens and closes on Escape', async ({
  page,
}) => {
  await openCourse(page, 'demo-photos', 'student@demo.my');
  const preview = page.getByRole('img', { name: /pratonton bertanda air/ }).first();
  await expect(preview).toHaveAttribute('src', /^\/media\/public\/[\w-]+\.jpg$/);
  // Share links are made once the page runs (the server does not know the address it is opened at).
  await hydrate(page);
  await expect(page.getByRole('link', { name: 'Kongsi di WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=.*%2Fcourse%2Fdemo-photos$/,
  );

  await page.getByRole('button', { name: 'Lihat Foto' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('photo-modal-image')).toBeVisible();
  // The photo details modal is 800px wide, as the spec draws it.
  await expect.poll(() => dialog.evaluate((d) => Math.round(d.getBoundingClientRect().width))).toBe(800);
  await expectMediaAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const list = page.getByRole('region', { name: 'Senarai Foto' });
  await expect(list.getByText('1600 × 1067').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    list.getByRole('link', { name: 'Muat turun: Puncak Kinabalu Waktu Subuh' }).click(),
  ]);
  const bytes = readFileSync(await download.path());
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes.subarray(1, 4).toString() === 'PNG';
  expect(jpeg || png).toBe(true);
});

test('a visitor of the photo pack sees resolutions and locks, and copy-link failures say Cannot copy', async ({
  page,
}) => {
  await openCourse(page, 'demo-photos');
  const list = page.getByRole('region', { name: 'Senarai Foto' });
  await expect(list.getByTestId('photo-row')).toHaveCount(4);
  await expect(list.getByRole('img', { name: /Dikunci/ })).toHaveCount(4);
  await expect(list.getByRole('link', { name: /Muat turun/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Lihat Foto' }).click();
  await page.getByTestId('photo-modal-image').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // Without clipboard permission the browser refuses the copy.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
  });
  await page.getByRole('button', { name: 'Salin pautan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot copy' })).toBeVisible();
  await expectMediaAccessible(page);
});

test('the audio course plays its preview in the audio modal for everyone and sub-topics for the subscriber', async ({
  page,
}) => {
  await openCourse(page, 'demo-audio-course');
  await page.getByRole('button', { name: 'Dengar Pratonton' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('preview-audio')).toHaveAttribute('src', /^\/media\/public\/\w+\.mp3$/);
  await expectMediaAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('preview-audio')).toHaveCount(0);
  await expect(modal).toBeHidden();
  const topic = chapter(page, 'Akhlak Mulia');
  await expect(topic.getByRole('img', { name: /Dikunci/ })).toHaveCount(3);
  await expectMediaAccessible(page);

  await openCourse(page, 'demo-audio-course', 'student@demo.my');
  await chapter(page, 'Akhlak Mulia').getByRole('button', { name: 'Main: Senyum Itu Sedekah' }).click();
  await expect(page.getByTestId('now-playing')).toHaveText('Senyum Itu Sedekah');
  await expect(page.getByTestId('course-audio')).toHaveAttribute('src', /^\/media\/file\/\w+\?u=\d+/);
});

test('the subscriber leaves an audio part part-way and is offered to resume at the same second', async ({
  page,
}) => {
  await openCourse(page, 'demo-audio-course', 'student@demo.my');
  const part = chapter(page, 'Akhlak Mulia').getByRole('button', { name: 'Main: Senyum Itu Sedekah' });
  await part.click();
  const audio = page.getByTestId('course-audio');
  await expect(audio).toHaveAttribute('src', /^\/media\/file\//);
  // Stop at 6.4 s of the 8-second demo part: the pause reports the position.
  const kept = page.waitForResponse(
    (r) =>
      r.url().endsWith('/ajax/v2/vod/audio/position') &&
      r.request().method() === 'POST' &&
      (r.request().postData() ?? '').includes('position=6'),
  );
  await audio.evaluate(async (a: HTMLAudioElement) => {
    a.muted = true;
    if (a.readyState < 1) await new Promise((r) => a.addEventListener('loadedmetadata', r, { once: true }));
    a.pause();
    const seeked = new Promise((r) => a.addEventListener('seeked', r, { once: true }));
    a.currentTime = 6.4;
    await seeked;
    a.dispatchEvent(new Event('timeupdate'));
    await a.play().catch(() => undefined);
    a.pause();
  });
  expect(await (await kept).json()).toEqual({ data: { position: 6 } });

  await page.reload();
  await part.click();
  const offer = page.getByTestId('resume-offer');
  await expect(offer.getByRole('button', { name: 'Sambung dari 0:06' })).toBeVisible();
  await audio.evaluate((a: HTMLAudioElement) => {
    a.muted = true;
    a.pause();
  });
  await expectMediaAccessible(page);
  await offer.getByRole('button', { name: 'Sambung dari 0:06' }).click();
  await expect(offer).toHaveCount(0);
  await expect
    .poll(() => audio.evaluate((a: HTMLAudioElement) => Math.floor(a.currentTime)))
    .toBeGreaterThanOrEqual(6);
});
