import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contract } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

const INDEX_HTML = `<!doctype html><html lang="ms"><head><meta name="csrf-token" content="" /></head>
<body><div id="root"></div></body></html>`;

/**
 * A server entry standing in for the built one: it asks the API it is given for the viewer's courses and
 * their cart count (a GET and a POST-shaped call with the page's CSRF token), and writes the answers, or the
 * refusal's status, into the markup and the boot answers.
 */
const ENTRY = `
const ask = async (api, route, input) => {
  try { return await api.data(route, input); } catch (err) { return 'refused ' + err.status; }
};
export async function renderPage(path, search, queries, lang, api) {
  const courses = await ask(api, ${JSON.stringify({ method: 'GET', path: contract.coursePage.myCourses.path })}, {});
  const count = await ask(api, ${JSON.stringify({ method: 'GET', path: contract.cart.count.path })}, {});
  const answers = [...queries, { key: ['GET', 'courses'], data: courses }];
  return { html: '<main>' + JSON.stringify({ courses, count }) + '</main>', queries: answers };
}`;

describe.each(dialects())('server rendering through the app’s own routes on %s', (dialect) => {
  let server: TestServer;
  let student: TestClient;
  let visitor: TestClient;
  const root = mkdtempSync(join(tmpdir(), 'mahir-ssr-'));
  beforeAll(async () => {
    mkdirSync(join(root, 'dist', '.vite'), { recursive: true });
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(join(root, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(join(root, 'dist', '.vite', 'manifest.json'), '{}');
    writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
    server = await startTestServer(dialect, { env: { STOREFRONT_DIST: join(root, 'dist') } });
    student = await clientFor(server.url, 'student@demo.my');
    visitor = await clientFor(server.url);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = async (client: TestClient, path: string) => {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie: client.cookie } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const rendered = (html: string) => {
    const match = /<div id="root"><main>(.*?)<\/main><\/div>/s.exec(html);
    if (!match?.[1]) throw new Error('the page was not rendered on the server');
    return JSON.parse(match[1]) as { courses: unknown; count: unknown };
  };

  it('renders a user’s page with what the API answers that user, and the answers join the boot data', async () => {
    const api = await student.get(contract.coursePage.myCourses.path);
    expect(api.status).toBe(200);
    const html = await page(student, '/my/courses');
    const { courses } = rendered(html);
    expect(courses).toEqual((api.body as { data: unknown }).data);
    expect(JSON.stringify(courses)).toContain('"title"');
    expect(html).toContain('"key":["GET","courses"]');
    // A user's page names their account: never marked for the service worker to keep.
    const res = await fetch(`${server.url}/my/courses`, { headers: { cookie: student.cookie } });
    expect(res.headers.get('x-page-audience')).toBeNull();
  });

  it('asks as the viewer: a visitor’s render is refused what a visitor is refused', async () => {
    const { courses, count } = rendered(await page(visitor, '/my/courses'));
    expect(courses).toBe('refused 401');
    expect(count).toEqual({ count: 0 });
  });

  it('does not render the pages that act as they open (an emailed link’s token)', async () => {
    const html = await page(visitor, '/verify-email?token=x');
    expect(html).toContain('<div id="root"></div>');
  });
});
