import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD } from '@mahir/seed';
import { MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { sessionCount, startVariant, visitorOf } from './security-fixtures';

interface Failure {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}

const LOGIN = '/ajax/v2/auth/login';
const SEARCH = '/ajax/v2/vod/course/search';

describe.each(dialects())('security: HTTP core on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;

  /** A POST with the visitor's cookie and token and whatever body and headers the attack needs. */
  const post = async (path: string, body: BodyInit, headers: Record<string, string>) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        Cookie: visitor.cookie,
        'X-CSRF-TOKEN': visitor.csrf,
        Accept: 'application/json',
        ...headers,
      },
      body,
    });
    const text = await res.text();
    return { status: res.status, body: JSON.parse(text) as Failure, headers: res.headers };
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    visitor = await clientFor(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers text/plain and text/html bodies with a 415 envelope, not 500', async () => {
    for (const type of ['text/plain', 'text/html', 'application/xml']) {
      for (const path of [LOGIN, SEARCH, '/ajax/v2/wishlist/toggle']) {
        const res = await post(path, 'email=a@b.my', { 'Content-Type': type });
        expect(res.status, `${type} to ${path}`).toBe(415);
        expect(res.body).toEqual({ message: MSG.unsupportedMediaType, code: 'unsupported_media_type' });
      }
    }
  });

  it('refuses multipart on routes that declare no file fields, before reading it', async () => {
    const form = new FormData();
    form.append('email', 'student@demo.my');
    form.append('password', DEMO_PASSWORD);
    form.append('file', new Blob([Buffer.alloc(64 * 1024)]), 'x.bin');
    const res = await post(LOGIN, form, {});
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
    // Without the CSRF token the body is not even looked at.
    const anonymous = await fetch(`${server.url}${LOGIN}`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(419);
    expect(((await anonymous.json()) as Failure).code).toBe('csrf_mismatch');
  });

  it('answers multipart without a boundary or cut short with 4xx on every route', async () => {
    const noBoundary = await post(LOGIN, '--x\r\n', { 'Content-Type': 'multipart/form-data' });
    expect(noBoundary.status).toBeGreaterThanOrEqual(400);
    expect(noBoundary.status).toBeLessThan(500);
    const truncated = await post(SEARCH, '--b\r\nContent-Disposition: form-data; name="keyword"\r\n\r\nabc', {
      'Content-Type': 'multipart/form-data; boundary=b',
    });
    expect(truncated.status).toBeGreaterThanOrEqual(400);
    expect(truncated.status).toBeLessThan(500);
    expect(typeof truncated.body.code).toBe('string');
  });

  it('reads gzip bodies, and answers a body that is not what Content-Encoding says with 400', async () => {
    const json = JSON.stringify({ email: 'nobody@demo.my', password: 'wrong-password' });
    const zipped = await post(LOGIN, new Uint8Array(gzipSync(json)), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect(zipped.status).toBe(422);
    expect(zipped.body.errors?.email).toEqual([MSG.loginFailed]);
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const res = await post(LOGIN, json, {
        'Content-Type': 'application/json',
        'Content-Encoding': encoding,
      });
      expect(res.status, encoding).toBe(400);
      expect(res.body).toEqual({ message: MSG.badBody, code: 'bad_request' });
    }
    const cut = await post(LOGIN, new Uint8Array(gzipSync(json).subarray(0, 12)), {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    });
    expect(cut.status).toBe(400);
  });

  it('answers a too large JSON body with 413 and a malformed one with 422', async () => {
    const big = await post(LOGIN, JSON.stringify({ email: 'x'.repeat(1_100_000) }), {
      'Content-Type': 'application/json',
    });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('too_large');
    const broken = await post(LOGIN, '{"email": ', { 'Content-Type': 'application/json' });
    expect(broken.status).toBe(422);
    expect(broken.body.code).toBe('validation_failed');
  });

  it('refuses a NUL character in any text field with 422 on both databases', async () => {
    const search = await visitor.post<Failure>(SEARCH, { keyword: 'mat\u0000h' });
    expect(search.status).toBe(422);
    expect(search.body).toEqual({
      message: MSG.nulCharacter,
      code: 'validation_failed',
      errors: { keyword: [MSG.nulCharacter] },
    });
    const form = await visitor.post<Failure>(
      LOGIN,
      { email: 'student@demo.my', password: `${DEMO_PASSWORD}\u0000` },
      { form: true },
    );
    expect(form.status).toBe(422);
    expect(form.body.errors?.password).toEqual([MSG.nulCharacter]);
    const query = await visitor.post<Failure>(`${SEARCH}?page=1%00`, {});
    expect(query.status).toBe(422);
  });

  it('gives every failure a stable code: 401, 403, 404, 419, 422', async () => {
    expect((await visitor.get<Failure>('/ajax/v2/auth/me')).body.code).toBe('unauthenticated');
    const student = await clientFor(server.url, 'student@demo.my');
    expect((await student.get<Failure>('/ajax/v2/admin/dashboard/sidebar')).body.code).toBe('forbidden');
    expect((await visitor.get<Failure>('/ajax/v2/nothing-here')).body).toEqual({
      message: MSG.unknownRoute,
      code: 'not_found',
    });
    const csrf = await visitor.post<Failure>(LOGIN, { email: 'a@b.my', password: 'x' }, { csrf: null });
    expect(csrf.status).toBe(419);
    expect(csrf.body).toEqual({ message: MSG.csrfMismatch, code: 'csrf_mismatch' });
    const invalid = await visitor.post<Failure>(LOGIN, {});
    expect(invalid.body.code).toBe('validation_failed');
  });

  it('sends a Content-Security-Policy without inline scripts on pages, and HSTS only over HTTPS', async () => {
    for (const path of ['/', '/kursus/all', '/backoffice/']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      // Files on disk come from the app only (with a bucket, its origin is added: storage-s3.test.ts).
      expect(csp).toContain("media-src 'self' data: blob:;");
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    // A client cannot claim HTTPS itself; through a trusted proxy it counts.
    const spoofed = await fetch(`${server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const proxied = await startVariant(server, { trustProxyHops: 1 });
    try {
      const res = await fetch(`${proxied.url}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await proxied.close();
    }
  });

  it('sends a Content-Security-Policy that allows nothing on JSON and plain-text answers, errors included', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const answers = [
      await fetch(`${server.url}/ajax/v2/auth/session`),
      await fetch(`${server.url}/ajax/v2/auth/me`),
      await fetch(`${server.url}/ajax/v2/no-such-route`),
      await fetch(`${server.url}/ajax/v2/openapi.json`),
      await student.request('POST', LOGIN, {}),
      await student.request('GET', '/ajax/v2/my-orders'),
      await fetch(`${server.url}/healthz`),
      await fetch(`${server.url}/payments/senangpay/callback`, { method: 'POST' }),
    ];
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, `${res.url} ${res.status}`).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
    }
    // Pages keep their own policy.
    expect((await fetch(`${server.url}/`)).headers.get('content-security-policy')).toContain(
      "script-src 'self'",
    );
  });

  it('takes the client address from the outermost trusted proxy, never from what the client wrote', async () => {
    const lastLoginIp = async () => {
      const row = await server.db
        .selectFrom('login_statistics')
        .select('ip')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.ip;
    };
    const login = async (url: string, forwardedFor: string) => {
      const v = await visitorOf(url);
      const res = await fetch(`${url}${LOGIN}`, {
        method: 'POST',
        headers: {
          Cookie: v.cookie,
          'X-CSRF-TOKEN': v.csrf,
          'Content-Type': 'application/json',
          'X-Forwarded-For': forwardedFor,
        },
        body: JSON.stringify({ email: 'parent@demo.my', password: DEMO_PASSWORD }),
      });
      expect(res.status).toBe(200);
      return lastLoginIp();
    };
    // No proxy trusted: the header means nothing.
    expect(await login(server.url, '6.6.6.6')).not.toBe('6.6.6.6');
    const oneHop = await startVariant(server, { trustProxyHops: 1 });
    const twoHops = await startVariant(server, { trustProxyHops: 2 });
    try {
      expect(await login(oneHop.url, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
      expect(await login(twoHops.url, '6.6.6.6, 203.0.113.8, 10.0.0.2')).toBe('203.0.113.8');
    } finally {
      await oneHop.close();
      await twoHops.close();
    }
  });

  it('serves with SECURE_COOKIES=1 on plain http, cookies still Secure, and says once why', async () => {
    const secure = await startVariant(server, { secureCookies: true });
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await fetch(`${secure.url}/`);
        expect(res.status).toBe(200);
        expect(res.headers.get('set-cookie')).toMatch(/mahir_csrf=[^;]+;.*secure/i);
      }
      const v = await visitorOf(secure.url);
      const login = await fetch(`${secure.url}${LOGIN}`, {
        method: 'POST',
        headers: { Cookie: v.cookie, 'X-CSRF-TOKEN': v.csrf, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'student@demo.my', password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      expect(login.headers.get('set-cookie')).toMatch(/mahir_session=[^;]+;.*secure/i);
      const warnings = secure.logs.filter((l) => l.msg.includes('SECURE_COOKIES'));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]?.msg).toMatch(/plain http/);
    } finally {
      await secure.close();
    }
  });

  it('writes no session row for visitors who only look or post forms; login starts one, logout ends it', async () => {
    const before = await sessionCount(server);
    for (const path of [
      '/',
      '/kursus/all',
      '/backoffice/',
      '/ajax/v2/auth/csrf',
      '/ajax/v2/vod/course/search',
    ]) {
      const res = await fetch(`${server.url}${path}`, { method: path.endsWith('search') ? 'POST' : 'GET' });
      expect(res.status, path).toBeLessThan(500);
    }
    const looker = await clientFor(server.url);
    expect(looker.cookie).not.toContain('mahir_session');
    expect((await looker.post(SEARCH, {})).status).toBe(200);
    expect(await sessionCount(server)).toBe(before);

    // The stateless token works for a form post and for a login, which then starts the session.
    const viaField = await looker.post(
      LOGIN,
      { email: 'parent@demo.my', password: 'wrong-password', _token: looker.csrf },
      { form: true, csrf: null },
    );
    expect(viaField.status).toBe(422);
    expect(await sessionCount(server)).toBe(before);
    // Another visitor's token does not fit this visitor's cookie.
    const other = await clientFor(server.url);
    expect((await looker.post(LOGIN, { email: 'a@b.my', password: 'x' }, { csrf: other.csrf })).status).toBe(
      419,
    );

    await looker.login('parent@demo.my');
    expect(await sessionCount(server)).toBe(before + 1);
    const out = await looker.post<{ data: { csrf_token: string } }>('/ajax/v2/auth/logout');
    expect(out.status).toBe(200);
    expect(await sessionCount(server)).toBe(before);
    looker.csrf = out.body.data.csrf_token;
    expect((await looker.post(SEARCH, {})).status).toBe(200);
  });
});
