import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '@mahir/db';
import { mediaJobRepository } from '@mahir/db/repositories/media-job.repository';
import { createFileStore } from '@mahir/server/storage/create-file-store';
import { mediaKey } from '@mahir/server/storage/storage-key';
import { runFfmpeg } from '@mahir/server/transcode/ffmpeg-run';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { loginThroughPage } from '../e2e/support';
import type { BenchResult } from './bench-cli';
import { percentile, printTable } from './stats';
import type { ThrottleProxy } from './throttle-proxy';

// Issue 23: time to first frame with HLS against the MP4 it replaces, on a throttled connection, and the
// rendition switches (and stalls) when the bandwidth drops while a lesson plays.
const LESSON_SECONDS = 40;
const MODULE_TITLE = 'Pembolehubah dan fungsi';
const CHAPTER_TITLE = 'JavaScript Interaktif';
const COURSE = 'demo-video-course';
/** The links the first frame is timed on (bits per second): weak 4G and a congested or satellite link. */
export const LINKS = [
  { name: '1.6 Mbit/s', bps: 1_600_000 },
  { name: '400 kbit/s', bps: 400_000 },
];
const ROUNDS = 3;
/**
 * The bandwidth drop: seconds played before it and watched after; the link's rates are set from the renditions'
 * own bitrates (room for the top one before, for the lowest one only after), so a switch down is needed.
 */
const DROP = { playBeforeS: 15, watchAfterS: 20, roomBefore: 2.5, roomAfter: 1.5 };

/**
 * Gives the demo course's module a 40-second 720p lesson (a moving test card with noise, and a tone) in place of
 * the 6-second demo clip, and queues its transcoding as a tutor's upload would: the app's job runner makes the
 * MP4 renditions (360p and 720p) and the HLS package. Answers the module's id and the new file's id.
 */
export async function giveModuleLongLesson(
  dataDir: string,
  databaseUrl: string,
): Promise<{ moduleId: number; mediaId: number }> {
  const work = mkdtempSync(join(tmpdir(), 'mahir-bench-video-'));
  const db = createDb({ url: databaseUrl });
  try {
    const source = join(work, 'lesson-720.mp4');
    await runFfmpeg([
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=1280x720:rate=25:duration=${LESSON_SECONDS},noise=alls=10`,
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${LESSON_SECONDS}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-crf',
      '26',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      source,
    ]);
    const module = await db
      .selectFrom('modules as m')
      .innerJoin('courses as c', 'c.id', 'm.course_id')
      .select(['m.id', 'c.user_id'])
      .where('c.hashslug', '=', COURSE)
      .where('m.title', '=', MODULE_TITLE)
      .executeTakeFirstOrThrow();
    const hashslug = `benchlesson${Date.now().toString(36)}`;
    const storagePath = mediaKey(hashslug, 'mp4');
    const { size } = await createFileStore(dataDir, null).putFile(storagePath, source, {
      move: true,
      contentType: 'video/mp4',
    });
    const now = new Date().toISOString();
    const media = await db
      .insertInto('media_files')
      .values({
        hashslug,
        owner_id: module.user_id,
        storage_path: storagePath,
        original_name: 'pelajaran-panjang.mp4',
        mime: 'video/mp4',
        extension: 'mp4',
        size,
        duration: LESSON_SECONDS,
        width: 1280,
        height: 720,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('modules').set({ media_id: media.id }).where('id', '=', module.id).execute();
    await mediaJobRepository.enqueue(db, 'transcode', module.id, media.id, now);
    return { moduleId: module.id, mediaId: media.id };
  } finally {
    await db.destroy();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Waits until the job runner has packaged the module's new video as HLS (renditions come first). */
async function packaged(db: Db, moduleId: number, mediaId: number, timeoutMs = 15 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = await db
      .selectFrom('module_hls')
      .select('variants')
      .where('module_id', '=', moduleId)
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    if (row) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the lesson was not transcoded and packaged in time');
}

/** What the page saw of the lesson's video, timed by the page's own clock. */
interface Seen {
  clickAt: number;
  firstFrameAt: number;
  hls: boolean;
  sources: string[];
  heights: Array<[number, number]>;
  stalls: Array<[number, number]>;
  /** What the page fetched from the click to the first frame (ms after the click; resource timing). */
  requests?: Array<{ path: string; start: number; firstByte: number; end: number; bytes: number }>;
}

// Runs in the page before its scripts: times the play click and the first presented frame, and logs size changes
// and stalls. Media events do not bubble but pass the document in the capture phase.
const observe = () => {
  // Types only: the function is sent to the page as JavaScript.
  const seen: Seen = { clickAt: 0, firstFrameAt: 0, hls: false, sources: [], heights: [], stalls: [] };
  let waitingSince = 0;
  Object.assign(window, { __seen: seen });
  performance.setResourceTimingBufferSize(2000);
  document.addEventListener(
    'click',
    (e) => {
      const label = (e.target as Element | null)?.closest('button')?.getAttribute('aria-label') ?? '';
      if (!label.startsWith('Main: ')) return;
      seen.clickAt = performance.now();
      seen.firstFrameAt = 0;
      seen.sources = [];
    },
    true,
  );
  document.addEventListener(
    'loadstart',
    (e) => {
      const v = e.target as HTMLVideoElement;
      // Only the lesson, after the play click: the player first shows the course's introduction (a public
      // `/media/public/` file, which may still be starting when the click comes); a lesson plays from Media
      // Source (`blob:`, HLS) or a signed `/media/file/` MP4.
      if (!(v instanceof HTMLVideoElement) || !seen.clickAt) return;
      const src = v.currentSrc || v.src;
      if (!/^blob:|\/media\/file\//.test(src)) return;
      seen.hls = v.closest('[data-hls]')?.getAttribute('data-hls') === 'true';
      seen.sources.push(src);
      v.requestVideoFrameCallback((now) => {
        if (!seen.firstFrameAt && seen.clickAt) seen.firstFrameAt = now;
      });
    },
    true,
  );
  document.addEventListener(
    'resize',
    (e) => {
      const v = e.target as HTMLVideoElement;
      if (
        v instanceof HTMLVideoElement &&
        seen.sources.length > 0 &&
        /^blob:|\/media\/file\//.test(v.currentSrc)
      )
        seen.heights.push([performance.now(), v.videoHeight]);
    },
    true,
  );
  document.addEventListener(
    'waiting',
    (e) => {
      if (!(e.target as Element).closest('[data-testid="course-video"]')) return;
      waitingSince = performance.now();
    },
    true,
  );
  document.addEventListener(
    'playing',
    (e) => {
      if (!(e.target as Element).closest('[data-testid="course-video"]')) return;
      if (waitingSince && seen.firstFrameAt) seen.stalls.push([waitingSince, performance.now()]);
      waitingSince = 0;
    },
    true,
  );
};

async function studentContext(browser: Browser, proxyUrl: string, hls: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: proxyUrl });
  const login = await context.newPage();
  await loginThroughPage(login, 'student@demo.my');
  await login.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 120_000 });
  await login.close();
  await context.addInitScript(observe);
  // The same module both ways: the watch answer as it is (HLS), or without its playlist, which makes the
  // player fall back to the MP4 the player before HLS played (the highest quality). No resume offer either way.
  await context.route('**/ajax/v2/vod/video/watch', async (route) => {
    try {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { hls: string | null; position: number | null } };
      if (!hls) body.data.hls = null;
      body.data.position = null;
      await route.fulfill({ response: answer, json: body });
    } catch {
      // The run ended and closed its context while a watch request was still in flight.
    }
  });
  return context;
}

/** Opens the course, waits for the page, clicks the module's play button; answers what the page saw. */
async function playModule(context: BrowserContext, proxyUrl: string, watchMs: number): Promise<Seen> {
  const page = await context.newPage();
  await page.goto(`${proxyUrl}/course/${COURSE}`, { timeout: 120_000 });
  const chapter = page.getByTestId('chapter').filter({ hasText: CHAPTER_TITLE });
  const header = chapter.getByRole('button', { name: new RegExp(CHAPTER_TITLE) });
  await header.click({ timeout: 120_000 });
  const row = page.getByTestId('module-row').filter({ hasText: MODULE_TITLE });
  await row.getByRole('button', { name: `Main: ${MODULE_TITLE}` }).click({ timeout: 60_000 });
  await page.waitForFunction(() => (window as unknown as { __seen: Seen }).__seen.firstFrameAt > 0, null, {
    timeout: 120_000,
  });
  if (watchMs > 0) await page.waitForTimeout(watchMs);
  const seen = await page.evaluate(() => {
    const seen = (window as unknown as { __seen: Seen }).__seen;
    // Everything that was still loading at the click or started before the first frame (a media element's own
    // requests, the MP4's, do not appear in resource timing).
    seen.requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.responseEnd > seen.clickAt && e.startTime < seen.firstFrameAt)
      .map((e) => ({
        path: new URL(e.name).pathname.replace(/^\/media\/hls\/[^/]+\/[^/]+\//, '…/'),
        start: e.startTime - seen.clickAt,
        firstByte: e.responseStart - seen.clickAt,
        end: e.responseEnd - seen.clickAt,
        bytes: e.encodedBodySize,
      }));
    return seen;
  });
  await page.close();
  return seen;
}

const ms = (n: number | undefined) => (n ?? 0).toFixed(0);

/** BENCH_VIDEO_TRACE=1: the first round's requests on each link, to see where the time before a frame goes. */
function printTrace(label: string, seen: Seen): void {
  printTable(
    `${label}: requests from the play click (ms) to the first frame at ${ms(seen.firstFrameAt - seen.clickAt)} ms`,
    ['path', 'start', 'first byte', 'end', 'KB'],
    (seen.requests ?? []).map((r) => [
      r.path.slice(0, 60),
      ms(r.start),
      ms(r.firstByte),
      ms(r.end),
      (r.bytes / 1024).toFixed(1),
    ]),
  );
}

/**
 * Time to first frame of the same module, HLS and MP4 in alternating rounds on each throttled link, then one
 * lesson of each played through a bandwidth drop. The proxy must stand in front of the app (its PUBLIC_URL).
 */
export async function runVideoStartBench(
  proxy: ThrottleProxy,
  databaseUrl: string,
  lesson: { moduleId: number; mediaId: number },
): Promise<BenchResult[]> {
  const db = createDb({ url: databaseUrl });
  let bitrates: Array<{ quality: number; bps: number }>;
  try {
    await packaged(db, lesson.moduleId, lesson.mediaId);
    const renditions = await db
      .selectFrom('module_renditions as r')
      .innerJoin('media_files as m', 'm.id', 'r.media_id')
      .select(['r.quality', 'm.size'])
      .where('r.module_id', '=', lesson.moduleId)
      .where('r.status', '=', 'ready')
      .orderBy('r.quality')
      .execute();
    bitrates = renditions.map((r) => ({ quality: r.quality, bps: (Number(r.size) * 8) / LESSON_SECONDS }));
  } finally {
    await db.destroy();
  }
  const lowest = bitrates[0]?.bps ?? 0;
  const top = bitrates.at(-1)?.bps ?? 0;
  if (bitrates.length < 2) throw new Error('the lesson needs two renditions to switch between');
  const dropLink = { before: top * DROP.roomBefore, after: Math.min(lowest * DROP.roomAfter, top * 0.8) };
  const mbit = (bps: number) => `${(bps / 1e6).toFixed(2)} Mbit/s`;
  printTable(
    `The lesson's renditions (${LESSON_SECONDS} s, made by the app's transcoding job)`,
    ['height', 'average bitrate'],
    bitrates.map((b) => [`${b.quality}p`, mbit(b.bps)]),
  );
  const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const rows: string[][] = [];
  const results: BenchResult[] = [];
  try {
    for (const link of LINKS) {
      const times = { hls: [] as number[], mp4: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const kind of ['hls', 'mp4'] as const) {
          const context = await studentContext(browser, proxy.url, kind === 'hls');
          // BENCH_MP4_WITHOUT_HLSJS=1: the MP4 page never gets hls.js, as the player before HLS had none (the
          // app fetches it in idle time for every signed-in viewer of a course, so by default the MP4 pays it).
          if (kind === 'mp4' && process.env.BENCH_MP4_WITHOUT_HLSJS === '1') proxy.refuse(/^\/assets\/hls\./);
          proxy.setRate(link.bps);
          const seen = await playModule(context, proxy.url, 0);
          proxy.setRate(Number.POSITIVE_INFINITY);
          proxy.refuse(null);
          await context.close();
          if (seen.hls !== (kind === 'hls')) {
            throw new Error(`expected ${kind}, the player played ${seen.sources.join(', ')}`);
          }
          times[kind].push(seen.firstFrameAt - seen.clickAt);
          if (round === 0 && process.env.BENCH_VIDEO_TRACE === '1') printTrace(`${link.name}, ${kind}`, seen);
        }
      }
      const hlsP50 = percentile(times.hls, 50) ?? 0;
      const mp4P50 = percentile(times.mp4, 50) ?? 0;
      rows.push([link.name, 'HLS (adaptive)', ms(hlsP50), times.hls.map(ms).join(' / ')]);
      rows.push([link.name, 'MP4 (720p, as before)', ms(mp4P50), times.mp4.map(ms).join(' / ')]);
      results.push([
        `time to first frame at ${link.name}: HLS no slower than the MP4 it replaces`,
        hlsP50 <= mp4P50,
        `${ms(hlsP50)} vs ${ms(mp4P50)} ms (${(hlsP50 / Math.max(mp4P50, 1)).toFixed(2)} x)`,
      ]);
    }
    printTable(
      `Time to first frame from the play click, the same 40 s lesson, ${ROUNDS} alternating rounds per link (ms)`,
      ['link', 'player', 'median', 'runs'],
      rows,
    );

    const drop: string[][] = [];
    for (const kind of ['hls', 'mp4'] as const) {
      const context = await studentContext(browser, proxy.url, kind === 'hls');
      proxy.setRate(dropLink.before);
      const timer = setTimeout(() => proxy.setRate(dropLink.after), DROP.playBeforeS * 1000);
      const seen = await playModule(context, proxy.url, (DROP.playBeforeS + DROP.watchAfterS) * 1000);
      clearTimeout(timer);
      proxy.setRate(Number.POSITIVE_INFINITY);
      await context.close();
      const heights = seen.heights.map(([, h]) => h);
      const switches = heights.filter((h, i) => i > 0 && h !== heights[i - 1]).length;
      const stalledMs = seen.stalls.reduce((sum, [from, to]) => sum + (to - from), 0);
      drop.push([
        kind === 'hls' ? 'HLS (adaptive)' : 'MP4 (720p, as before)',
        heights.join(' → ') || '-',
        String(switches),
        String(seen.stalls.length),
        ms(stalledMs),
      ]);
      if (kind === 'hls') {
        results.push([
          `HLS switches rendition when the link drops from ${mbit(dropLink.before)} to ${mbit(dropLink.after)}`,
          switches > 0,
          `${switches} switches (${heights.join(' → ')}), ${seen.stalls.length} stalls, ${ms(stalledMs)} ms stalled`,
        ]);
      }
    }
    printTable(
      `The lesson played ${DROP.playBeforeS} s at ${mbit(dropLink.before)}, then ${DROP.watchAfterS} s at ${mbit(dropLink.after)}`,
      ['player', 'heights played', 'switches', 'stalls', 'stalled ms'],
      drop,
    );
  } finally {
    await browser.close();
  }
  return results;
}
