// The Lighthouse table of every storefront page a visitor or a student reaches, and the back-office login,
// on a phone and a desktop (issue 22). Against a running build (`npm run build && PORT=8306 npm start`):
//
//   CHROME_PATH=/usr/lib/chromium/chromium npx tsx tests/bench/lighthouse.ts --base http://127.0.0.1:8306
//
// Options: `--only home,course` (page keys), `--forms mobile` or `desktop`, `--no-write` (print only), `--runs 2`
// (median performance of n runs), `--parallel 2` (audits at once; one by default, since every figure includes
// whatever else the machine is doing). Runs `npx lighthouse@12.2.3`, logs in through the API for the pages of
// a logged-in user and passes the session cookie with `--extra-headers`, then writes the table into
// docs/reach.md between the `lighthouse-table` markers.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { clientFor } from '../support/http-client';

const LIGHTHOUSE = 'lighthouse@12.2.3';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
const DOC = join(import.meta.dirname, '..', '..', 'docs', 'reach.md');
const START = '<!-- lighthouse-table:start -->';
const END = '<!-- lighthouse-table:end -->';

type Form = 'mobile' | 'desktop';
type Viewer = 'visitor' | 'student' | 'parent';

interface PageDef {
  key: string;
  label: string;
  path: string | ((links: SitemapLinks) => string);
  viewer: Viewer;
}

interface SitemapLinks {
  event: string;
  merchandise: string;
}

/** Every page a visitor or a student reaches, and the back office's login. */
const PAGES: PageDef[] = [
  { key: 'home', label: 'home `/`', path: '/', viewer: 'visitor' },
  { key: 'catalogue', label: 'catalogue `/kursus/all`', path: '/kursus/all', viewer: 'visitor' },
  { key: 'course', label: 'course page, visitor', path: '/course/demo-video-course', viewer: 'visitor' },
  {
    key: 'course-student',
    label: 'course page, subscribed student',
    path: '/course/demo-video-course',
    viewer: 'student',
  },
  { key: 'my-courses', label: 'My Courses `/my/courses` (student)', path: '/my/courses', viewer: 'student' },
  { key: 'events', label: 'events `/events`', path: '/events', viewer: 'visitor' },
  { key: 'event', label: 'an event', path: (l) => l.event, viewer: 'visitor' },
  { key: 'merchandise', label: 'merchandise `/merchandise`', path: '/merchandise', viewer: 'visitor' },
  { key: 'merchandise-item', label: 'a merchandise item', path: (l) => l.merchandise, viewer: 'visitor' },
  { key: 'packages', label: 'packages `/packages`', path: '/packages', viewer: 'visitor' },
  {
    key: 'package',
    label: 'a package `/package/demo-package`',
    path: '/package/demo-package',
    viewer: 'visitor',
  },
  { key: 'coins', label: 'coins `/mahir-coins`', path: '/mahir-coins', viewer: 'visitor' },
  { key: 'cart', label: 'cart `/cart` (student)', path: '/cart', viewer: 'student' },
  { key: 'orders', label: 'orders `/orders` (student)', path: '/orders', viewer: 'student' },
  { key: 'wishlist', label: 'wishlist `/wishlist` (student)', path: '/wishlist', viewer: 'student' },
  { key: 'profile', label: 'profile `/profile` (student)', path: '/profile', viewer: 'student' },
  { key: 'family', label: 'family `/family` (parent)', path: '/family', viewer: 'parent' },
  { key: 'login', label: 'login `/login`', path: '/login', viewer: 'visitor' },
  { key: 'register', label: 'sign-up `/register`', path: '/register', viewer: 'visitor' },
  { key: 'privacy', label: 'privacy `/privacy`', path: '/privacy', viewer: 'visitor' },
  { key: 'not-found', label: 'unknown page (404)', path: '/no-such-page', viewer: 'visitor' },
  { key: 'backoffice', label: 'back-office login `/backoffice`', path: '/backoffice', viewer: 'visitor' },
];

const VIEWER_EMAIL: Record<Exclude<Viewer, 'visitor'>, string> = {
  student: 'student@demo.my',
  parent: 'parent@demo.my',
};

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Audits below a full score in the three 100-target categories, for the doc's "left" column. */
  failing: string[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
  runtimeError?: { code: string; message: string };
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { maxBuffer: 64 * 1024 * 1024, timeout: 240_000 }, (err) =>
      err ? reject(err) : resolve(),
    );
  });
}

function scoresOf(report: LighthouseReport): Scores {
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const cat = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
    (report.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const audit = report.audits[ref.id];
        return audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1;
      })
      .map((ref) => ref.id),
  );
  return {
    performance: cat('performance'),
    accessibility: cat('accessibility'),
    bestPractices: cat('best-practices'),
    seo: cat('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    si: num('speed-index'),
    failing,
  };
}

async function lighthouse(url: string, form: Form, headersFile: string | null, dir: string): Promise<Scores> {
  const out = join(dir, `report-${Date.now()}.json`);
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    '--output=json',
    `--output-path=${out}`,
    '--max-wait-for-load=60000',
    ...(form === 'desktop' ? ['--preset=desktop'] : ['--form-factor=mobile']),
    ...(headersFile ? [`--extra-headers=${headersFile}`] : []),
  ];
  try {
    await run('npx', args);
  } catch (err) {
    // Lighthouse writes its report even when it gives up on a page (a 404 document, say): name its reason.
    if (!existsSync(out)) throw err;
  }
  return scoresOf(JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport);
}

async function sitemapLinks(base: string): Promise<SitemapLinks> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const first = (prefix: string) => {
    const m = new RegExp(`<loc>[^<]*?(/${prefix}/[^<]+)</loc>`).exec(xml);
    if (!m?.[1]) throw new Error(`no /${prefix}/ page in the sitemap`);
    return m[1];
  };
  return { event: first('events'), merchandise: first('merchandise') };
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${Math.round(v)} ms`);

function table(rows: Array<{ page: PageDef; path: string; form: Form; scores: Scores | string }>): string {
  const head =
    '| page | form | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | speed index | below 100 |\n' +
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const lines = rows.map(({ page, form, scores }) => {
    if (typeof scores === 'string')
      return `| ${page.label} | ${form} | failed: ${scores} | | | | | | | | | |`;
    const s = scores;
    return `| ${page.label} | ${form} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${ms(s.fcp)} | ${ms(s.lcp)} | ${ms(s.tbt)} | ${s.cls.toFixed(3)} | ${ms(s.si)} | ${s.failing.join(', ')} |`;
  });
  return [head, ...lines].join('\n');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://127.0.0.1:8306' },
      only: { type: 'string' },
      forms: { type: 'string', default: 'mobile,desktop' },
      runs: { type: 'string', default: '1' },
      parallel: { type: 'string', default: '1' },
      'no-write': { type: 'boolean', default: false },
    },
  });
  const base = values.base.replace(/\/$/, '');
  const only = values.only ? new Set(values.only.split(',')) : null;
  const forms = values.forms.split(',') as Form[];
  const runs = Math.max(1, Number(values.runs));
  const parallel = Math.max(1, Number(values.parallel));
  const dir = mkdtempSync(join(tmpdir(), 'mahir-lighthouse-'));
  const links = await sitemapLinks(base);
  const headerFiles = new Map<Viewer, string | null>([['visitor', null]]);
  for (const viewer of ['student', 'parent'] as const) {
    const client = await clientFor(base, VIEWER_EMAIL[viewer]);
    const file = join(dir, `${viewer}-headers.json`);
    writeFileSync(file, JSON.stringify({ Cookie: client.cookie }));
    headerFiles.set(viewer, file);
  }
  const loads: number[] = [];
  const cells = PAGES.filter((p) => !only || only.has(p.key)).flatMap((page) =>
    forms.map((form) => ({ page, form, path: typeof page.path === 'string' ? page.path : page.path(links) })),
  );
  const rows: Array<{ page: PageDef; path: string; form: Form; scores: Scores | string }> = [];
  const measure = async (cell: (typeof cells)[number]) => {
    loads.push(loadavg()[0] ?? 0);
    let scores: Scores | string;
    try {
      const all: Scores[] = [];
      for (let i = 0; i < runs; i++)
        all.push(
          await lighthouse(`${base}${cell.path}`, cell.form, headerFiles.get(cell.page.viewer) ?? null, dir),
        );
      all.sort((a, b) => a.performance - b.performance);
      scores = all[Math.floor(all.length / 2)] as Scores;
    } catch (err) {
      scores = (err instanceof Error ? err.message : String(err)).split('\n')[0]?.slice(0, 120) ?? 'error';
    }
    const row = { ...cell, scores };
    rows.push(row);
    console.log(table([row]).split('\n')[2]);
  };
  // `--parallel n` runs n audits at once: quicker, and every figure then includes the others' load.
  const queue = [...cells];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let cell = queue.shift(); cell; cell = queue.shift()) await measure(cell);
    }),
  );
  rows.sort(
    (a, b) =>
      cells.findIndex((c) => c.page === a.page && c.form === a.form) -
      cells.findIndex((c) => c.page === b.page && c.form === b.form),
  );
  rmSync(dir, { recursive: true, force: true });
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const minLoad = Math.min(...loads).toFixed(1);
  const maxLoad = Math.max(...loads).toFixed(1);
  const body = `Measured ${when} UTC against \`${base}\`, ${runs} run(s) per cell, ${parallel} audit(s) at a time, load average ${minLoad} to ${maxLoad} on the shared 2-core machine while the runs went.\n\n${table(rows)}`;
  console.log(`\n${body}`);
  if (values['no-write']) return;
  const doc = readFileSync(DOC, 'utf8');
  const at = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (at < 0 || end < at) throw new Error(`docs/reach.md lacks the ${START} ... ${END} markers`);
  writeFileSync(DOC, `${doc.slice(0, at + START.length)}\n${body}\n${doc.slice(end)}`);
}

await main();
