import { DEMO_PASSWORD } from '@mahir/seed';
import { allRoutes, fillPath, MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

const DEMO_ACCOUNTS: Array<[string, string, string]> = [
  ['admin@demo.my', 'admin', '/backoffice/'],
  ['tutor@demo.my', 'tutor', '/backoffice/'],
  ['student@demo.my', 'student', '/my/courses'],
  ['parent@demo.my', 'parent', '/'],
  ['reseller@demo.my', 'reseller', '/backoffice/'],
  ['subreseller@demo.my', 'subreseller', '/backoffice/'],
  ['affiliate@demo.my', 'affiliate', '/'],
  ['hr@demo.my', 'hr', '/hr/statistics'],
  ['employee@demo.my', 'employee', '/my/courses'],
];

describe.each(dialects())('platform on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers health checks', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('puts a CSRF meta tag with a visitor token on the storefront and the back office', async () => {
    for (const path of ['/', '/kursus/tutor', '/backoffice/']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
      expect(token, path).toMatch(/^[\w-]{20,}$/);
      expect(res.headers.get('set-cookie')).toMatch(/mahir_csrf=.*HttpOnly/i);
      expect(res.headers.get('set-cookie')).toMatch(/samesite=lax/i);
    }
  });

  it.each(DEMO_ACCOUNTS)('logs in %s and lands where a %s expects', async (email, role, home) => {
    const client = await clientFor(server.url);
    const login = await client.post<{
      data: { user: { roles: string[] }; redirect: string; csrf_token: string };
    }>('/ajax/v2/auth/login', { email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.data.user.roles).toContain(role);
    expect(login.body.data.redirect).toBe(home);
    client.csrf = login.body.data.csrf_token;
    const me = await client.get<{ data: { user: { email: string } } }>('/ajax/v2/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data.user.email).toBe(email);
  });

  it('rotates the session on login and ends it on logout', async () => {
    const client = await clientFor(server.url);
    const visitorToken = client.csrf;
    await client.login('student@demo.my');
    expect(client.csrf).not.toBe(visitorToken);
    const out = await client.post<{ data: { csrf_token: string } }>('/ajax/v2/auth/logout');
    expect(out.status).toBe(200);
    client.csrf = out.body.data.csrf_token;
    expect((await client.get('/ajax/v2/auth/me')).status).toBe(401);
  });

  it('refuses a wrong password with a field message and records no login', async () => {
    const before = await server.db
      .selectFrom('login_statistics')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const client = await clientFor(server.url);
    const res = await client.post<{ message: string; errors: Record<string, string[]> }>(
      '/ajax/v2/auth/login',
      {
        email: 'parent@demo.my',
        password: 'wrong-password',
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toEqual([MSG.loginFailed]);
    const after = await server.db
      .selectFrom('login_statistics')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('rate-limits repeated failed logins with 429', async () => {
    const client = await clientFor(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await client.post('/ajax/v2/auth/login', { email: 'affiliate@demo.my', password: `nope${i}` }))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // Even the right password is refused while throttled.
    expect(
      (await client.post('/ajax/v2/auth/login', { email: 'affiliate@demo.my', password: DEMO_PASSWORD }))
        .status,
    ).toBe(429);
  });

  it('answers 419 to a state-changing request without the token and changes nothing', async () => {
    const client = await clientFor(server.url);
    const noToken = await client.post(
      '/ajax/v2/auth/login',
      { email: 'admin@demo.my', password: DEMO_PASSWORD },
      { csrf: null },
    );
    expect(noToken.status).toBe(419);
    const wrongToken = await client.post(
      '/ajax/v2/auth/login',
      { email: 'admin@demo.my', password: DEMO_PASSWORD },
      { csrf: 'x'.repeat(43) },
    );
    expect(wrongToken.status).toBe(419);
    expect((await client.get('/ajax/v2/auth/me')).status).toBe(401);
    // The `_token` form field works like the header.
    const viaField = await client.post(
      '/ajax/v2/auth/login',
      { email: 'admin@demo.my', password: DEMO_PASSWORD, _token: client.csrf },
      { form: true, csrf: null },
    );
    expect(viaField.status).toBe(200);
  });

  it('guards roles: 401 for visitors, 403 for a student on an admin route, 200 for an admin', async () => {
    const visitor = await clientFor(server.url);
    expect((await visitor.get('/ajax/v2/admin/dashboard/sidebar')).status).toBe(401);
    const student = await clientFor(server.url, 'student@demo.my');
    const refused = await student.get<{ message: string }>('/ajax/v2/admin/dashboard/sidebar');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG.forbidden);
    const admin = await clientFor(server.url, 'admin@demo.my');
    const ok = await admin.get<{ data: { count: number } }>('/ajax/v2/admin/dashboard/sidebar');
    expect(ok.status).toBe(200);
    expect(ok.body.data.count).toBeGreaterThanOrEqual(0);
  });

  it('answers malformed bodies with 422 and field messages, never 500', async () => {
    const client = await clientFor(server.url);
    const broken = await fetch(`${server.url}/ajax/v2/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-TOKEN': client.csrf,
        Cookie: client.cookie,
      },
      body: '{"email": ',
    });
    expect(broken.status).toBe(422);
    const wrongTypes = await client.post<{ errors: Record<string, string[]> }>('/ajax/v2/auth/login', {
      email: 42,
      password: ['x'],
    });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys(wrongTypes.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    const empty = await client.post<{ errors: Record<string, string[]> }>('/ajax/v2/auth/login', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.password).toEqual(['Password is required']);
    const badEmail = await client.post<{ errors: Record<string, string[]> }>('/ajax/v2/auth/login', {
      email: 'not-an-email',
      password: 'x',
    });
    expect(badEmail.body.errors.email).toEqual(['Email is invalid']);
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await fetch(`${server.url}/ajax/v2/does-not-exist`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: MSG.unknownRoute, code: 'not_found' });
  });

  it('lists every contract route in openapi.json, and the server mounts each of them', async () => {
    const res = await fetch(`${server.url}/ajax/v2/openapi.json`);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe('3.1.0');
    const client = new TestClient(server.url);
    await client.start();
    for (const route of allRoutes()) {
      expect(
        doc.paths[route.path]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
      const params = Object.fromEntries(
        (route.path.match(/\{(\w+)\}/g) ?? []).map((p) => [p.slice(1, -1), '1']),
      );
      const res = await client.request(
        route.method,
        fillPath(route.path, params),
        route.method === 'GET' ? undefined : {},
      );
      // Raw routes (the sitemap, robots.txt, pages) answer other than JSON.
      const text = await res.text();
      const body: unknown =
        res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
      expect(body, `${route.method} ${route.path} is mounted`).not.toEqual({
        message: MSG.unknownRoute,
      });
      expect(res.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });
});
