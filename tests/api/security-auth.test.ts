import { DEMO_PASSWORD } from '@mahir/seed';
import { MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { startVariant, type VariantServer, visitorOf } from './security-fixtures';

interface Failure {
  message: string;
  code: string;
}

const LOGIN = '/ajax/v2/auth/login';
const ACCESS_CODE = '/ajax/v2/vod/course/access-code';

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe.each(dialects())('security: attempt limits on %s', (dialect) => {
  let server: TestServer;
  let proxied: VariantServer;

  /** A wrong (or given) password for an account, as a fresh visitor from `address` through the proxy. */
  const loginFrom = async (address: string, email: string, password = 'wrong-password') => {
    const v = await visitorOf(proxied.url);
    const res = await fetch(`${proxied.url}${LOGIN}`, {
      method: 'POST',
      headers: {
        Cookie: v.cookie,
        'X-CSRF-TOKEN': v.csrf,
        'Content-Type': 'application/json',
        'X-Forwarded-For': address,
      },
      body: JSON.stringify({ email, password }),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after') };
  };
  const lockOf = async (key: string) =>
    server.db.selectFrom('rate_limits').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
  /** The demo's closed course: the one its access codes belong to. */
  const closedCourseId = async () => {
    const row = await server.db
      .selectFrom('access_codes')
      .select('course_id')
      .orderBy('course_id')
      .executeTakeFirstOrThrow();
    return row.course_id;
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    proxied = await startVariant(server, { trustProxyHops: 1 });
  });
  afterAll(async () => {
    await proxied?.close();
    await server?.close();
  });

  it('counts parallel wrong passwords atomically: exactly five pass per account and address', async () => {
    const client = await clientFor(server.url);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client.post<Failure>(LOGIN, { email: 'affiliate@demo.my', password: `nope-${i}` }).then((r) => {
          if (r.status === 429) expect(r.body).toEqual({ message: MSG.loginThrottled, code: 'rate_limited' });
          return r.status;
        }),
      ),
    );
    expect(tally(statuses)).toEqual({ 422: 5, 429: 7 });
    const right = await client.post(LOGIN, { email: 'affiliate@demo.my', password: DEMO_PASSWORD });
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('locks an account guessed from many addresses, for twice as long the next time', async () => {
    const email = 'subreseller@demo.my';
    const statuses = await Promise.all(
      Array.from({ length: 14 }, (_, i) => loginFrom(`198.51.100.${i + 1}`, email).then((r) => r.status)),
    );
    expect(tally(statuses)).toEqual({ 422: 10, 429: 4 });
    // No new address helps, not even with the right password.
    const fresh = await loginFrom('192.0.2.200', email, DEMO_PASSWORD);
    expect(fresh.status).toBe(429);
    expect(Number(fresh.retryAfter)).toBeGreaterThan(30);
    expect(Number(fresh.retryAfter)).toBeLessThanOrEqual(60);
    expect((await lockOf(`login-account:${email}`)).strikes).toBe(1);

    // The first lockout ends; ten more wrong guesses lock it again, now for two minutes.
    await server.db
      .updateTable('rate_limits')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('key', '=', `login-account:${email}`)
      .execute();
    const again = await Promise.all(
      Array.from({ length: 11 }, (_, i) => loginFrom(`198.51.101.${i + 1}`, email).then((r) => r.status)),
    );
    expect(tally(again)).toEqual({ 422: 10, 429: 1 });
    const second = await lockOf(`login-account:${email}`);
    expect(second.strikes).toBe(2);
    const lockedForMs = Date.parse(second.locked_until ?? '') - Date.now();
    expect(lockedForMs).toBeGreaterThan(90_000);
    expect(lockedForMs).toBeLessThanOrEqual(120_000);
  });

  it('forgets an account’s failures after a successful login', async () => {
    const email = 'reseller@demo.my';
    for (let i = 0; i < 4; i += 1) expect((await loginFrom(`203.0.113.${i + 1}`, email)).status).toBe(422);
    expect((await loginFrom('203.0.113.50', email, DEMO_PASSWORD)).status).toBe(200);
    const rows = await server.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', '=', `login-account:${email}`)
      .execute();
    expect(rows).toEqual([]);
  });

  it('limits access-code guesses per user in parallel, and per address across users', async () => {
    const courseId = await closedCourseId();
    const student = await clientFor(server.url, 'student@demo.my');
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        student
          .post<Failure>(ACCESS_CODE, { course_id: courseId, access_code: `GUESS${i}` }, { form: true })
          .then((r) => r.status),
      ),
    );
    expect(tally(guesses)).toEqual({ 422: 10, 429: 4 });
    // Plan access counts against the same per-user budget.
    const plan = await student.post(
      '/ajax/v2/vod/course/student-access',
      { course_id: courseId },
      { form: true },
    );
    expect(plan.status).toBe(429);

    // Other users from the same address share its budget of thirty: 15 counted so far.
    const others = ['parent@demo.my', 'hr@demo.my', 'tutor@demo.my'];
    const clients = await Promise.all(others.map((email) => clientFor(server.url, email)));
    const statuses: number[] = [];
    for (const [i, client] of clients.entries()) {
      for (let n = 0; n < 7; n += 1) {
        const r = await client.post(
          ACCESS_CODE,
          { course_id: courseId, access_code: `X${i}-${n}` },
          { form: true },
        );
        statuses.push(r.status);
      }
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(21 - 15);
  });

  it('puts employee access under the per-user limit too', async () => {
    const courseId = await closedCourseId();
    // The address's own budget was spent above; only the per-user limit is under test here.
    await server.db.deleteFrom('rate_limits').where('key', 'like', 'access-code-ip:%').execute();
    const employee = await clientFor(server.url, 'employee@demo.my');
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        employee.post('/ajax/v2/vod/course/employee-access', { course_id: courseId }, { form: true }),
      ),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(statuses.filter((s) => s !== 429).every((s) => s >= 400 && s < 500)).toBe(true);
  });
});
