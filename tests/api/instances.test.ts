import { LOGIN_PER_ACCOUNT_AND_ADDRESS } from '@mahir/server/auth/attempt-limiter';
import { createJobRunner, type JobRunner } from '@mahir/server/jobs/job-runner';
import { collectJobs, type JobSet } from '@mahir/server/jobs/job-set';
import type { JobContext, OutboxHandler } from '@mahir/server/jobs/job-types';
import { createLogger } from '@mahir/server/logger';
import { serverModules } from '@mahir/server/modules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import { courseOrder, orderByRef, orderServiceFor, paidCallback, postCallback } from './money-fixtures';

const HOUR = 3600_000;

/** What the three runners did: every handler call by event and handler, every scheduled run by job. */
interface RunLog {
  handled: Map<string, string[]>;
  scheduled: Map<string, string[]>;
  /** Scheduled runs in progress right now, to catch two instances running one job at once. */
  active: Set<string>;
  overlaps: string[];
}

/** The areas' real jobs, each call recorded under the instance that made it. */
function recorded(jobs: JobSet, instance: string, log: RunLog): JobSet {
  const note = (map: Map<string, string[]>, key: string) => map.set(key, [...(map.get(key) ?? []), instance]);
  const handlers = new Map(
    [...jobs.handlers].map(([topic, list]) => [
      topic,
      list.map((h): OutboxHandler => {
        // The runner hands each handler its own topic's payload; the recording passes it on unchanged.
        const handle = h.handle as (ctx: JobContext, payload: unknown) => Promise<void>;
        return {
          ...h,
          handle: async (ctx: JobContext, payload: unknown) => {
            await handle(ctx, payload);
            note(log.handled, `${topic}:${JSON.stringify(payload)}:${h.name}`);
          },
        } as OutboxHandler;
      }),
    ]),
  );
  const schedules = jobs.schedules.map((s) => ({
    ...s,
    run: async (ctx: Parameters<typeof s.run>[0]) => {
      if (log.active.has(s.name)) log.overlaps.push(s.name);
      log.active.add(s.name);
      try {
        await s.run(ctx);
        note(log.scheduled, `${s.name}@${ctx.now.toISOString()}`);
      } finally {
        log.active.delete(s.name);
      }
    },
  }));
  return { ...jobs, handlers, schedules };
}

// Instances are a PostgreSQL deployment (DESIGN: any number of servers on one PostgreSQL database).
const postgres = dialects().includes('postgres');
if (!postgres) console.warn('instances.test.ts: SKIPPED, PostgreSQL is not reachable (see tests/support)');

describe.skipIf(!postgres)('three instances on one PostgreSQL database', () => {
  const names = ['A', 'B', 'C'] as const;
  let servers: TestServer[] = [];
  const at = (i: number) => servers[i % servers.length] as TestServer;

  beforeAll(async () => {
    const first = await startTestServer('postgres');
    servers = [first];
    for (let i = 1; i < names.length; i++)
      servers.push(await startTestServer('postgres', { instanceOf: first }));
  });
  afterAll(async () => {
    // The first instance owns the database: it closes last.
    for (const server of [...servers].reverse()) await server.close();
  });

  it('a login made on A continues on B and C: the session and its CSRF token are in the database', async () => {
    const onA = await new TestClient(at(0).url).login('student@demo.my');
    for (const i of [1, 2]) {
      const elsewhere = new TestClient(at(i).url);
      elsewhere.cookie = onA.cookie;
      elsewhere.csrf = onA.csrf;
      const me = await elsewhere.get<{ data: { user: { email: string } } }>('/ajax/v2/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.data.user.email).toBe('student@demo.my');
      // A state-changing request with A's token passes B's and C's CSRF check; a wrong token does not.
      expect((await elsewhere.post('/ajax/v2/wishlist/destroy', {}, { csrf: 'x'.repeat(43) })).status).toBe(
        419,
      );
    }
    const onC = new TestClient(at(2).url);
    onC.cookie = onA.cookie;
    onC.csrf = onA.csrf;
    expect((await onC.post('/ajax/v2/auth/logout')).status).toBe(200);
    // Logged out on C: A no longer knows the session either.
    expect((await onA.get('/ajax/v2/auth/me')).status).toBe(401);
  });

  it('a visitor’s CSRF token from A is accepted by B (one APP_SECRET signs them)', async () => {
    const onA = await new TestClient(at(0).url).start();
    const onB = new TestClient(at(1).url);
    onB.cookie = onA.cookie;
    onB.csrf = onA.csrf;
    const login = await onB.post('/ajax/v2/auth/login', {
      email: 'nobody@example.my',
      password: 'wrong-one',
    });
    expect(login.status).toBe(422);
  });

  it('the login limit holds across instances: failures spread over A, B and C count against one budget', async () => {
    const email = 'parent@demo.my';
    const clients = await Promise.all(servers.map((s) => new TestClient(s.url).start()));
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_PER_ACCOUNT_AND_ADDRESS.max; i++) {
      const client = clients[i % clients.length] as TestClient;
      statuses.push((await client.post('/ajax/v2/auth/login', { email, password: `wrong-${i}` })).status);
    }
    expect(statuses.every((s) => s === 422)).toBe(true);
    // Over the limit on every instance, even the one that saw the fewest failures, right password or not.
    for (const client of clients) {
      const refused = await client.post('/ajax/v2/auth/login', { email, password: 'mahir2026' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('three job runners handle each outbox event once per handler and run each scheduled job once per period', async () => {
    // Paid orders, their callbacks posted to different instances: each writes one `order.paid` event.
    const userId = await userIdOf(at(0).db, 'affiliate@demo.my');
    const courses = await at(0)
      .db.selectFrom('courses')
      .select(['id', 'title'])
      .where('status_id', '=', 1)
      .orderBy('id')
      .limit(6)
      .execute();
    await at(0).db.deleteFrom('subscriptions').where('user_id', '=', userId).execute();
    const references: string[] = [];
    for (const [i, course] of courses.entries()) {
      const placed = await orderServiceFor(at(0).db).placeOrder(courseOrder(userId, course));
      const form = paidCallback(placed.reference, `INST-${placed.id}`);
      expect(await postCallback(at(i).url, form)).toEqual({ status: 200, text: 'OK' });
      references.push(placed.reference);
    }

    const log: RunLog = { handled: new Map(), scheduled: new Map(), active: new Set(), overlaps: [] };
    const runners: JobRunner[] = servers.map((server, i) =>
      createJobRunner({
        db: server.db,
        logger: createLogger('silent'),
        instanceId: names[i],
        jobs: recorded(collectJobs(serverModules(server.context)), names[i] as string, log),
      }),
    );
    // Three periods of the longest schedule, each ticked by the three runners at once, twice.
    const period = Math.max(...collectJobs(serverModules(at(0).context)).schedules.map((s) => s.everyMs));
    const start = Date.now() + 2 * HOUR;
    const instants = [0, 1, 2].map((k) => new Date(start + k * (period + 1000)));
    for (const now of instants) {
      await Promise.all(runners.map((r) => r.tick({ now })));
      await Promise.all(runners.map((r) => r.tick({ now })));
    }

    // Every handler of every paid order's event ran exactly once, whichever instance ran it.
    const orders = await Promise.all(references.map((ref) => orderByRef(at(0).db, ref)));
    const handlerNames = (collectJobs(serverModules(at(0).context)).handlers.get('order.paid') ?? []).map(
      (h) => h.name,
    );
    for (const order of orders)
      for (const handler of handlerNames)
        expect(
          log.handled.get(`order.paid:${JSON.stringify({ orderId: order.id })}:${handler}`),
        ).toHaveLength(1);
    const calls = [...log.handled.values()];
    expect(calls.every((by) => by.length === 1)).toBe(true);
    const subscribed = await at(0)
      .db.selectFrom('subscriptions')
      .select('course_id')
      .where('user_id', '=', userId)
      .execute();
    expect(subscribed.map((s) => s.course_id).sort()).toEqual(courses.map((c) => c.id).sort());

    // Every scheduled job ran once in each period, never twice, never on two instances at once.
    for (const schedule of collectJobs(serverModules(at(0).context)).schedules)
      for (const now of instants)
        expect(log.scheduled.get(`${schedule.name}@${now.toISOString()}`), schedule.name).toHaveLength(1);
    expect(log.overlaps).toEqual([]);
    // The work was shared: more than one instance ran something.
    const workers = new Set([...log.handled.values(), ...log.scheduled.values()].flat());
    expect(workers.size).toBeGreaterThan(1);
  });
});
