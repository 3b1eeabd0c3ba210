import { createJobRunner } from '@mahir/server/jobs/job-runner';
import { every } from '@mahir/server/jobs/job-types';
import { createLogger } from '@mahir/server/logger';
import { writeEvent } from '@mahir/server/outbox/outbox';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import { courseOrder, orderServiceFor, paidCallback, postCallback } from './money-fixtures';

/** The value of one series of `/metrics`, by its name and labels as written there; null when absent. */
function sample(text: string, series: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

describe.each(dialects())('the metrics an operator watches, on %s', (dialect) => {
  let server: TestServer;
  const scrape = async () => (await fetch(`${server.url}/metrics`)).text();

  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { METRICS_TOKEN: '' } });
  });
  afterAll(() => server.close());

  it('declares the request, error, event-loop, queue, upload, payment and job series', async () => {
    const text = await scrape();
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds',
      'http_server_errors_total',
      'nodejs_eventloop_lag_p99_seconds',
      'outbox_pending_events',
      'outbox_failing_events',
      'outbox_lag_seconds',
      'media_jobs_pending',
      'upload_bytes_total',
      'payment_messages_total',
      'job_failures_total',
    ])
      expect(text, name).toContain(`# TYPE ${name} `);
  });

  it('counts payment callbacks by provider and result: a forged one and a paid one', async () => {
    expect(await postCallback(server.url, { order_id: 'X', status_id: '1', hash: 'forged' })).toMatchObject({
      status: 400,
    });
    const course = await server.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('status_id', '=', 1)
      .executeTakeFirstOrThrow();
    const placed = await orderServiceFor(server.db).placeOrder(
      courseOrder(await userIdOf(server.db, 'parent@demo.my'), course),
    );
    const form = paidCallback(placed.reference, `MET-${placed.id}`);
    expect((await postCallback(server.url, form)).status).toBe(200);
    expect((await postCallback(server.url, form)).status).toBe(200);
    const text = await scrape();
    expect(
      sample(text, 'payment_messages_total{provider="senangpay",result="invalid_signature",service="mahir"}'),
    ).toBe(1);
    expect(sample(text, 'payment_messages_total{provider="senangpay",result="paid",service="mahir"}')).toBe(
      1,
    );
    expect(sample(text, 'payment_messages_total{provider="senangpay",result="replay",service="mahir"}')).toBe(
      1,
    );
  });

  it('reads the outbox backlog and its lag from the database at each scrape', async () => {
    await server.db.updateTable('outbox').set({ processed_at: new Date().toISOString() }).execute();
    expect(sample(await scrape(), 'outbox_pending_events{service="mahir"}')).toBe(0);
    expect(sample(await scrape(), 'outbox_lag_seconds{service="mahir"}')).toBe(0);
    await server.db.transaction().execute((trx) => writeEvent(trx, 'order.refunded', { orderId: 2 }));
    // An event written a minute and a half ago whose handler failed: the lag counts from it.
    await server.db
      .insertInto('outbox')
      .values({
        topic: 'order.refunded',
        payload: JSON.stringify({ orderId: 1 }),
        created_at: new Date(Date.now() - 90_000).toISOString(),
        last_error: 'boom',
        attempts: 1,
      })
      .execute();
    const text = await scrape();
    expect(sample(text, 'outbox_pending_events{service="mahir"}')).toBe(2);
    expect(sample(text, 'outbox_failing_events{service="mahir"}')).toBe(1);
    expect(sample(text, 'outbox_lag_seconds{service="mahir"}')).toBeGreaterThanOrEqual(90);
    await server.db.updateTable('outbox').set({ processed_at: new Date().toISOString() }).execute();
  });

  it('counts failed scheduled jobs by name', async () => {
    const runner = createJobRunner({
      db: server.db,
      logger: createLogger('silent'),
      jobs: {
        schedules: [
          every('metrics-probe-fails', 60_000, async () => {
            throw new Error('boom');
          }),
        ],
        handlers: new Map(),
        fulfilments: new Map(),
      },
      onFailure: server.context.metrics.jobFailed,
    });
    const start = Date.now();
    await runner.tick({ now: new Date(start) });
    // A failed job backs off (2 s after the first failure) instead of running again at the next tick.
    await runner.tick({ now: new Date(start + 1000) });
    await runner.tick({ now: new Date(start + 2500) });
    expect(
      sample(
        await scrape(),
        'job_failures_total{kind="schedule",name="metrics-probe-fails",service="mahir"}',
      ),
    ).toBe(2);
  });

  it('counts the bytes of accepted uploads', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${server.url}/ajax/v2/profile/upload-avatar`, {
      method: 'POST',
      headers: { Cookie: student.cookie, 'X-CSRF-TOKEN': student.csrf, Accept: 'application/json' },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(sample(await scrape(), 'upload_bytes_total{kind="form",service="mahir"}')).toBeGreaterThan(
      png.length,
    );
  });

  it('keeps the load balancer’s request id and replaces one that is not a plain token', async () => {
    const given = 'lb-0A1B:7f3e_1732780800.42';
    const kept = await fetch(`${server.url}/ajax/v2/auth/csrf`, { headers: { 'X-Request-Id': given } });
    expect(kept.headers.get('x-request-id')).toBe(given);
    const forged = await fetch(`${server.url}/healthz`, { headers: { 'X-Request-Id': 'a b\tc"}' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${server.url}/healthz`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts 5xx answers by route, and still answers a scrape while the database is down', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const before = await scrape();
    await server.db.destroy();
    const failed = await student.get('/ajax/v2/auth/me');
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const series = text.split('\n').find((l) => l.startsWith('http_server_errors_total{'));
    expect(series).toContain('method="GET"');
    expect(Number(series?.split(' ').pop())).toBeGreaterThanOrEqual(1);
    // The queue gauges keep their last values rather than failing the scrape.
    expect(sample(text, 'outbox_pending_events{service="mahir"}')).toBe(
      sample(before, 'outbox_pending_events{service="mahir"}'),
    );
  });
});
