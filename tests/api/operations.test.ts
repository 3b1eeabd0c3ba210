import { networkInterfaces } from 'node:os';
import { createReadiness } from '@mahir/server/system/readiness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

/** An address of this machine that is not loopback, to reach the server as another host would. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

describe.each(dialects())('operations: /healthz, /readyz and /metrics on %s', (dialect) => {
  describe('an instance without a metrics token', () => {
    const readiness = createReadiness();
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { readiness, host: '0.0.0.0', env: { METRICS_TOKEN: '' } });
    });
    afterAll(() => server.close());

    it('is alive from the start, and ready only between listening and the stop signal', async () => {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const starting = await fetch(`${server.url}/readyz`);
      expect(starting.status).toBe(503);
      expect(await starting.json()).toEqual({ status: 'unavailable', reasons: ['starting'] });
      readiness.ready();
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
      expect(await ready.json()).toEqual({ status: 'ready' });
      readiness.stopping();
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
      readiness.ready(); // once stopping, an instance never turns ready again
      expect((await fetch(`${server.url}/readyz`)).status).toBe(503);
    });

    it('serves Prometheus text to loopback, with requests counted by route pattern, not raw path', async () => {
      const course = await server.db
        .selectFrom('courses')
        .select('hashslug')
        .where('hashslug', 'is not', null)
        .executeTakeFirstOrThrow();
      await fetch(`${server.url}/ajax/v2/vod/course/page/${course.hashslug}`);
      const res = await fetch(`${server.url}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toMatch(/^process_resident_memory_bytes\{service="mahir"\} \d+/m);
      expect(text).toMatch(
        /^http_requests_total\{.*route="\/ajax\/v2\/vod\/course\/page\/:hashslug".*\} \d+/m,
      );
      expect(text).not.toContain(String(course.hashslug));
      expect(text).toContain('http_request_duration_seconds_bucket');
    });

    it.skipIf(!outsideAddress)(
      'refuses /metrics to another host (a forwarded header does not help)',
      async () => {
        const port = new URL(server.url).port;
        const res = await fetch(`http://${outsideAddress}:${port}/metrics`, {
          headers: { 'X-Forwarded-For': '127.0.0.1' },
        });
        expect(res.status).toBe(403);
        expect((await res.json()).message).toContain('METRICS_TOKEN');
        // The probes stay open to the load balancer, wherever it is.
        expect((await fetch(`http://${outsideAddress}:${port}/healthz`)).status).toBe(200);
      },
    );
  });

  describe('an instance with METRICS_TOKEN', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { env: { METRICS_TOKEN: 'scrape-me-0123456789' } });
    });
    afterAll(() => server.close());

    it('asks every client, loopback included, for the bearer token', async () => {
      const none = await fetch(`${server.url}/metrics`);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      for (const wrong of ['Bearer nope', 'Bearer scrape-me-012345678', 'scrape-me-0123456789'])
        expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: wrong } })).status).toBe(
          401,
        );
      const right = await fetch(`${server.url}/metrics`, {
        headers: { Authorization: 'Bearer scrape-me-0123456789' },
      });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('nodejs_eventloop_lag_seconds');
    });

    it('answers malformed probes and tokens with a clear refusal, never a 500', async () => {
      for (const header of [
        'Bearer ',
        `Bearer ${'x'.repeat(8000)}`,
        'Basic c2NyYXBlOm1l',
        'Bearer \u00e9\u00e9',
      ])
        expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: header } })).status).toBe(
          401,
        );
      for (const path of ['/metrics', '/readyz', '/healthz']) {
        const posted = await fetch(`${server.url}${path}?x=%00`, { method: 'POST' });
        expect(posted.status).toBeGreaterThanOrEqual(400);
        expect(posted.status).toBeLessThan(500);
      }
    });

    it('answers /readyz 503 naming the database when it cannot be reached', async () => {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await server.db.destroy();
      const res = await fetch(`${server.url}/readyz`);
      expect(res.status).toBe(503);
      expect((await res.json()).reasons).toEqual(['database unreachable']);
    });
  });
});
