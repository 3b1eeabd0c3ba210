import type { AreaModule } from '@mahir/server/area-module';
import { every, onEvent } from '@mahir/server/jobs/job-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import { attributedCoinOrder, postCallback, runnerFor } from './money-fixtures';

declare module '@mahir/server/outbox/outbox' {
  interface OutboxTopics {
    'test.flaky': { n: number };
  }
}

describe.each(dialects())('jobs: outbox, retries, leases and attribution on %s', (dialect) => {
  let server: TestServer;
  let failuresLeft = 0;
  let handled: unknown[] = [];
  let slowRuns = 0;
  // A test area: a handler that fails while told to, and a slow scheduled job.
  const testModule: AreaModule = {
    name: 'test',
    outboxHandlers: [
      onEvent('test.flaky', 'flaky', async (_ctx, payload) => {
        if (failuresLeft > 0) {
          failuresLeft--;
          throw new Error('downstream unavailable');
        }
        handled.push(payload);
      }),
    ],
    schedules: [
      every(`test-slow-${dialect}`, 60_000, async () => {
        slowRuns++;
        await new Promise((r) => setTimeout(r, 300));
      }),
    ],
  };
  const testRunner = (instanceId?: string) => runnerFor(server, instanceId, [testModule]);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await fetch(`${server.url}/healthz`);
  });
  afterAll(() => server.close());

  it('retries a failing handler with exponential backoff and shows attempts and the last error', async () => {
    failuresLeft = 2;
    handled = [];
    const row = await server.db
      .insertInto('outbox')
      .values({ topic: 'test.flaky', payload: JSON.stringify({ n: 1 }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const event = () =>
      server.db.selectFrom('outbox').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    const runner = testRunner();
    const t0 = Date.now();
    await runner.tick({ now: new Date(t0) });
    let e = await event();
    expect(e).toMatchObject({ attempts: 1, last_error: 'downstream unavailable', processed_at: null });
    expect(Date.parse(e.next_attempt_at) - t0).toBe(2000);
    await runner.tick({ now: new Date(t0 + 1000) });
    expect((await event()).attempts).toBe(1);
    await runner.tick({ now: new Date(t0 + 2000) });
    e = await event();
    expect(e.attempts).toBe(2);
    expect(Date.parse(e.next_attempt_at) - (t0 + 2000)).toBe(4000);
    await runner.tick({ now: new Date(t0 + 6000) });
    e = await event();
    expect(e.attempts).toBe(3);
    expect(e.processed_at).not.toBeNull();
    expect(e.last_error).toBeNull();
    expect(handled).toEqual([{ n: 1 }]);
    await runner.tick({ now: new Date(t0 + 60_000) });
    expect(handled).toHaveLength(1);
  });

  it('never runs the same scheduled job twice at once, across instances', async () => {
    slowRuns = 0;
    const at = new Date(Date.now() + 3 * 86_400_000);
    const reports = await Promise.all(['i1', 'i2', 'i3'].map((id) => testRunner(id).tick({ now: at })));
    expect(slowRuns).toBe(1);
    expect(reports.filter((r) => r.ran.includes(`test-slow-${dialect}`))).toHaveLength(1);
    // Not due again within its period; due after it.
    await testRunner('i1').tick({ now: new Date(at.getTime() + 30_000) });
    expect(slowRuns).toBe(1);
    await testRunner('i2').tick({ now: new Date(at.getTime() + 61_000) });
    expect(slowRuns).toBe(2);
  });

  it('records the reseller and affiliate attribution of a paid order once', async () => {
    const userId = await userIdOf(server.db, 'student@demo.my');
    const reseller = await server.db
      .selectFrom('resellers')
      .select(['id', 'reseller_code'])
      .where('reseller_code', '=', 'RS0001')
      .executeTakeFirstOrThrow();
    const { pack, affiliate, placed, paid } = await attributedCoinOrder(server.db, userId, 'RS0001', 'AT');
    await postCallback(server.url, paid);
    const runner = testRunner();
    await runner.tick();
    await postCallback(server.url, paid);
    await runner.tick();
    const rows = await server.db
      .selectFrom('order_attributions')
      .selectAll()
      .where('order_id', '=', placed.id)
      .orderBy('kind')
      .execute();
    expect(rows.map((r) => [r.kind, r.reseller_id, r.affiliate_id, r.amount])).toEqual([
      ['affiliate', null, affiliate.id, pack.price],
      ['reseller', reseller.id, null, pack.price],
    ]);
  });
});
