import { DEMO_SLUGS } from '@mahir/seed';
import { escapeHtml } from '@mahir/shared/rules/html-entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

const PUBLIC_URL = 'https://mahir.example.my';
/** A title a tutor could write to break out of the page's markup. */
const HOSTILE = 'Kursus </script><img src=x onerror=alert(1)> "petikan"';

interface Page {
  status: number;
  type: string;
  text: string;
}

describe.each(
  dialects(),
)('reach: sitemap, robots, manifest and the pages the server renders on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let eventSlug: string;
  let itemSlug: string;

  /** A page as a browser asks for it (optionally with a logged-in client's cookies). */
  const page = async (path: string, client?: TestClient, accept = 'text/html'): Promise<Page> => {
    const headers: Record<string, string> = { Accept: accept };
    if (client?.cookie) headers.Cookie = client.cookie;
    const res = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
    return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
  };
  const jsonLd = (html: string): Record<string, unknown> => {
    const m = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
    if (!m?.[1]) throw new Error('no JSON-LD');
    return JSON.parse(m[1]) as Record<string, unknown>;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { PUBLIC_URL } });
    visitor = await clientFor(server.url);
    const events = await visitor.get<{ data: { events: { hashslug: string }[] } }>('/ajax/v2/event/list');
    const items = await visitor.get<{ data: { merchandise: { hashslug: string }[] } }>(
      '/ajax/v2/merchandise/list',
    );
    eventSlug = events.body.data.events[0]?.hashslug ?? '';
    itemSlug = items.body.data.merchandise[0]?.hashslug ?? '';
    expect(eventSlug && itemSlug).toBeTruthy();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists every published course, event, merchandise item and package, and never a pending or rejected course', async () => {
    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toContain('application/xml');
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/course/${DEMO_SLUGS.videoCourse}`);
    expect(locs).toContain(`${PUBLIC_URL}/events/${eventSlug}`);
    expect(locs).toContain(`${PUBLIC_URL}/merchandise/${itemSlug}`);
    expect(locs).toContain(`${PUBLIC_URL}/package/${DEMO_SLUGS.package}`);
    expect(locs).toContain(`${PUBLIC_URL}/kursus/all`);
    expect(res.text).not.toContain(DEMO_SLUGS.pendingCourse);
    expect(res.text).not.toContain(DEMO_SLUGS.rejectedCourse);
    const published = await server.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(locs.filter((l) => l?.includes('/course/')).length).toBe(Number(published.n));
  });

  it('answers robots.txt naming the sitemap at the public address', async () => {
    const res = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.text).toContain('Disallow: /ajax/');
  });

  it('answers the web app manifest with its icons, and every storefront page links it', async () => {
    const res = await page('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.type).toContain('application/manifest+json');
    const manifest = JSON.parse(res.text) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('answers an unknown page 404 with a helpful page to a browser, and the envelope to a JSON client', async () => {
    const html = await page('/tiada-halaman-ini');
    expect(html.status).toBe(404);
    expect(html.type).toContain('text/html');
    expect(html.text).toContain('<title>Halaman tidak dijumpai · Mahir</title>');
    const json = await page('/tiada/halaman/ini', undefined, 'application/json');
    expect(json.status).toBe(404);
    expect(JSON.parse(json.text)).toMatchObject({ code: 'not_found' });
    for (const path of [
      '/',
      '/kursus/all',
      '/login',
      '/cart',
      '/events',
      `/course/${DEMO_SLUGS.videoCourse}/`,
    ])
      expect((await page(path)).status, path).toBe(200);
  });

  it('answers unknown slugs 404: course, event, merchandise, package, category, and a course not published', async () => {
    for (const path of [
      '/course/tiada-kursus-ini',
      '/events/tiada-event-ini',
      '/merchandise/tiada-barang-ini',
      '/package/tiada-pakej-ini',
      '/kursus/tiada',
      `/course/${DEMO_SLUGS.pendingCourse}`,
      `/course/${DEMO_SLUGS.rejectedCourse}`,
      '/course/%E0%A4%A',
      `/course/${'x'.repeat(80)}`,
    ])
      expect((await page(path)).status, path).toBe(404);
    // Its own tutor still previews a course waiting for review.
    const tutor = await clientFor(server.url, 'tutor@demo.my');
    expect((await page(`/course/${DEMO_SLUGS.pendingCourse}`, tutor)).status).toBe(200);
  });

  it('gives a course page its own title, description, canonical link, Open Graph and Twitter tags, JSON-LD and boot data', async () => {
    const res = await page(`/course/${DEMO_SLUGS.videoCourse}`);
    expect(res.status).toBe(200);
    const title = await server.db
      .selectFrom('courses')
      .select('title')
      .where('hashslug', '=', DEMO_SLUGS.videoCourse)
      .executeTakeFirstOrThrow();
    expect(res.text).toContain(`<title>${escapeHtml(title.title)} | Mahir</title>`);
    expect(res.text).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/course/${DEMO_SLUGS.videoCourse}" />`,
    );
    expect(res.text).toMatch(/<meta name="description" content="[^"]{10,}" \/>/);
    expect(res.text).not.toContain('kursus video dan audio, ebook, foto stok');
    expect(res.text).toContain(`<meta property="og:title" content="${escapeHtml(title.title)} | Mahir" />`);
    expect(res.text).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/course/${DEMO_SLUGS.videoCourse}" />`,
    );
    expect(res.text).toMatch(/<meta name="twitter:card" content="summary(_large_image)?" \/>/);
    expect(jsonLd(res.text)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: title.title,
      url: `${PUBLIC_URL}/course/${DEMO_SLUGS.videoCourse}`,
      provider: { name: 'Mahir' },
      offers: { priceCurrency: 'MYR' },
    });
    expect(res.text).toContain('"/ajax/v2/vod/course/page/{hashslug}"');
  });

  it('gives event and merchandise pages Event and Product JSON-LD, and the package and coin pages their titles', async () => {
    const event = await page(`/events/${eventSlug}`);
    expect(event.status).toBe(200);
    expect(jsonLd(event.text)).toMatchObject({ '@type': 'Event', offers: { priceCurrency: 'MYR' } });
    expect(String(jsonLd(event.text).startDate)).toMatch(/^\d{4}-\d{2}-\d{2}/);
    const item = await page(`/merchandise/${itemSlug}`);
    expect(jsonLd(item.text)).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'MYR' } });
    const pkg = await page(`/package/${DEMO_SLUGS.package}`);
    expect(pkg.status).toBe(200);
    expect(pkg.text).toMatch(/<title>[^<]+ SUBSCRIPTION \| Mahir<\/title>/);
    expect(pkg.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/package/${DEMO_SLUGS.package}" />`);
    const coins = await page('/mahir-coins');
    expect(coins.text).toContain('<title>Mahir Coins · Mahir</title>');
  });

  it('escapes what a tutor wrote in the title, description, tags, JSON-LD and boot data', async () => {
    await server.db
      .updateTable('courses')
      .set({ title: HOSTILE, content: `<p>${HOSTILE}</p>` })
      .where('hashslug', '=', DEMO_SLUGS.freeCourse)
      .execute();
    const res = await page(`/course/${DEMO_SLUGS.freeCourse}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<img src=x');
    expect(res.text).not.toContain('</script><img');
    expect(res.text).toContain(
      '<title>Kursus &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;petikan&quot; | Mahir</title>',
    );
    expect(jsonLd(res.text)).toMatchObject({ name: HOSTILE });
    // Every script element is one the page meant: the boot data, the JSON-LD, and the app's own.
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="(application\/json|application\/ld\+json|module)"/);
  });

  it('keeps the generic description on pages not for visitors, with their own title', async () => {
    const cart = await page('/cart');
    expect(cart.status).toBe(200);
    expect(cart.text).toContain('<title>Cart · Mahir</title>');
    expect(cart.text).not.toContain('rel="canonical"');
    const student = await clientFor(server.url, 'student@demo.my');
    const mine = await page('/my/courses', student);
    expect(mine.text).toContain('<title>Kursus Saya · Mahir</title>');
  });
});
