import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageBoot } from '@mahir/shared/client/page-boot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

/** A built storefront's page as Vite writes it (the test needs none of its scripts). */
const INDEX_HTML = `<!doctype html><html lang="ms"><head><meta name="csrf-token" content="" />
<script type="module" crossorigin src="/assets/index-x.js"></script></head>
<body><div id="root"></div></body></html>`;

const MANIFEST = {
  'src/features/catalogue/CataloguePage.tsx': {
    file: 'assets/CataloguePage-x.js',
    imports: ['_ui.js'],
    css: ['assets/CataloguePage-x.css'],
  },
  'src/features/offline/DownloadsPage.tsx': {
    file: 'assets/DownloadsPage-x.js',
    imports: ['_ui.js'],
    css: ['assets/DownloadsPage-x.css'],
  },
  'src/styles/full.css': { file: 'assets/full-x.css' },
  '_ui.js': { file: 'assets/ui-x.js' },
};

function bootOf(html: string): PageBoot {
  const match = /<script type="application\/json" id="mahir-boot">(.*?)<\/script>/s.exec(html);
  if (!match?.[1]) throw new Error('no boot data in the page');
  return JSON.parse(match[1]) as PageBoot;
}

const keyOf = (q: { key: unknown[] }) => `${String(q.key[0])} ${String(q.key[1])}`;

describe.each(dialects())('storefront page boot on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  const dist = mkdtempSync(join(tmpdir(), 'mahir-dist-'));
  beforeAll(async () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer(dialect, { env: { STOREFRONT_DIST: dist } });
    visitor = await clientFor(server.url);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (client: TestClient, path: string, status = 200) => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: client.cookie } });
    expect(res.status).toBe(status);
    return res.text();
  };

  it('hands a catalogue page the same answers the API gives, keyed as the page asks, with early hints', async () => {
    const html = await page(visitor, '/kursus/all?sub_category=technical&page=1');
    const boot = bootOf(html);
    expect(boot.queries.map(keyOf)).toEqual([
      'GET /ajax/v2/auth/session',
      'GET /ajax/v2/cart/count',
      'GET /ajax/v2/vod/course/category/{category}',
      'POST /ajax/v2/vod/course/search',
    ]);
    const [session, , category, search] = boot.queries;
    expect(session?.data).toBeNull();
    expect(category?.key[2]).toEqual({ params: { category: 'all' } });
    expect(search?.key[2]).toEqual({
      query: { page: 1 },
      body: { category: 'all', sub_category: 'technical' },
    });
    const api = await visitor.post<{ data: { data: { banner: string | null }[] } }>(
      '/ajax/v2/vod/course/search?page=1',
      { category: 'all', sub_category: 'technical' },
    );
    expect(search?.data).toEqual(api.body.data);
    const cat = await visitor.get('/ajax/v2/vod/course/category/all');
    expect(category?.data).toEqual(cat.body.data);
    // The screen's chunks and the first banner are hinted; the entry the page names already is not repeated.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/CataloguePage-x.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ui-x.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/CataloguePage-x.css" />');
    const banner = api.body.data.data[0]?.banner;
    if (banner)
      expect(html).toContain(`<link rel="preload" as="image" href="${banner}" fetchpriority="high" />`);
    // This build has no server entry: the page is rendered in the browser.
    expect(html).toContain('<div id="root"></div>');
  });

  it('hands the front page its banners as the API gives them, for visitors and users alike', async () => {
    const api = await visitor.get<{ data: { banners: unknown[] } }>('/ajax/v2/banner/list');
    expect(api.body.data.banners.length).toBeGreaterThan(0);
    const boot = bootOf(await page(visitor, '/'));
    expect(boot.queries.map(keyOf)).toEqual([
      'GET /ajax/v2/auth/session',
      'GET /ajax/v2/cart/count',
      'GET /ajax/v2/banner/list',
    ]);
    expect(boot.queries[2]?.key[2]).toEqual({});
    expect(boot.queries[2]?.data).toEqual(api.body.data);
    const student = await clientFor(server.url, 'student@demo.my');
    const own = bootOf(await page(student, '/'));
    expect(own.queries[2]?.data).toEqual(api.body.data);
  });

  it('gives a logged-in user their own session and cart count, and other pages only those', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const me = await student.get<{ data: { user: unknown } }>('/ajax/v2/auth/session');
    const count = await student.get<{ data: { count: number } }>('/ajax/v2/cart/count');
    const boot = bootOf(await page(student, '/wishlist'));
    expect(boot.queries).toEqual([
      { key: ['GET', '/ajax/v2/auth/session'], data: me.body.data.user },
      { key: ['GET', '/ajax/v2/cart/count', {}], data: count.body.data },
    ]);
  });

  it('names every file of the Downloads screen on its page, which a visitor gets with nobody in it (the offline shell)', async () => {
    // The service worker keeps this page as fetched without the session's cookie, with the files it names.
    const res = await fetch(`${server.url}/downloads`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-page-audience')).toBe('visitor');
    const html = await res.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/DownloadsPage-x.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ui-x.js" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/DownloadsPage-x.css" />');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/full-x.css" />');
    expect(bootOf(html).queries[0]).toEqual({ key: ['GET', '/ajax/v2/auth/session'], data: null });
    // Other pages do not carry the Downloads screen.
    expect(await page(visitor, '/wishlist')).not.toContain('DownloadsPage-x');
  });

  it('counts the lines of a shopper’s carts for the header, a visitor’s session cart included', async () => {
    const shopper = await clientFor(server.url);
    const none = bootOf(await page(shopper, '/events')).queries[1];
    expect(none?.data).toEqual({ count: 0 });
    const event = await server.db
      .selectFrom('events')
      .select('hashslug')
      .where('price', '>', 0)
      .orderBy('date', 'desc')
      .executeTakeFirstOrThrow();
    expect((await shopper.post('/ajax/v2/event/add', { hashslug: event.hashslug })).status).toBe(200);
    expect((await shopper.get('/ajax/v2/cart/count')).body).toEqual({ data: { count: 1 } });
    expect(bootOf(await page(shopper, '/events')).queries[1]?.data).toEqual({ count: 1 });
  });

  it('boots an unknown category (a 404) or a refused keyword with the session and cart count; the page then asks', async () => {
    expect(bootOf(await page(visitor, '/kursus/tiada', 404)).queries.map(keyOf)).toEqual([
      'GET /ajax/v2/auth/session',
      'GET /ajax/v2/cart/count',
    ]);
    const long = encodeURIComponent('x'.repeat(500));
    const boot = bootOf(await page(visitor, `/kursus/all?keyword=${long}`));
    // The page reads at most the longest keyword the contract takes, so the call it makes is valid.
    expect(boot.queries.map(keyOf)).toContain('POST /ajax/v2/vod/course/search');
  });
});
