import { AFFILIATE_TEXT } from '@mahir/shared';
import { daysInMonth, malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

interface Answer<T = Record<string, unknown>> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}
interface LinkData {
  is_affiliate: boolean;
  link: string | null;
  courses: Array<{ id: number; title: string; link_ref: string }>;
}

describe.each(dialects())('affiliate on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let affiliate: TestClient;
  let parent: TestClient;
  const { month, year } = malaysiaYearMonth(new Date());

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, affiliate, parent] = await demoClients(server.url, [null, 'affiliate', 'parent']);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses visitors and answers statistics only to affiliates', async () => {
    expect((await visitor.get('/ajax/v2/affiliate/link')).status).toBe(401);
    expect((await visitor.post('/ajax/v2/affiliate/sign-up', { signup: 1 }, { form: true })).status).toBe(
      401,
    );
    const stats = await parent.post<Answer>(
      '/ajax/v2/affiliate/statistics/daily-clicks',
      { month, year },
      { form: true },
    );
    expect(stats.status).toBe(403);
    expect(stats.body.message).toBe(AFFILIATE_TEXT.notAffiliate);
    const bad = await affiliate.post<Answer>(
      '/ajax/v2/affiliate/statistics/commissions',
      { month: 13, year },
      { form: true },
    );
    expect(bad.status).toBe(422);
  });

  it('gives the affiliate their link and per-course links', async () => {
    const res = await affiliate.get<Answer<LinkData>>('/ajax/v2/affiliate/link');
    expect(res.body.data).toMatchObject({ is_affiliate: true, link: '/a/MEILING26' });
    expect(res.body.data.courses.length).toBeGreaterThan(0);
    for (const c of res.body.data.courses) expect(c.link_ref).toMatch(/^\/a\/MEILING26\?course=/);
  });

  it('signs a user up once, with the affiliate role', async () => {
    const before = await parent.get<Answer<LinkData>>('/ajax/v2/affiliate/link');
    expect(before.body.data).toEqual({ is_affiliate: false, link: null, courses: [] });
    const res = await parent.post<Answer<{ is_affiliate: boolean; link: string }>>(
      '/ajax/v2/affiliate/sign-up',
      { signup: 1 },
      { form: true },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AFFILIATE_TEXT.registered);
    expect(res.body.data.link).toMatch(/^\/a\/[A-Z]+\d+$/);
    const again = await parent.post<Answer<{ link: string }>>(
      '/ajax/v2/affiliate/sign-up',
      {},
      { form: true },
    );
    expect(again.body.data.link).toBe(res.body.data.link);
    const parentId = await userIdOf(server.db, 'parent@demo.my');
    expect(
      await server.db.selectFrom('affiliates').select('id').where('user_id', '=', parentId).execute(),
    ).toHaveLength(1);
    const roles = await server.db
      .selectFrom('user_roles')
      .select('role')
      .where('user_id', '=', parentId)
      .execute();
    expect(roles.map((r) => r.role)).toContain('affiliate');
  });

  it('records one click per visit, remembers the affiliate, and counts it on today', async () => {
    const count = async () =>
      (
        await affiliate.post<Answer<{ days: Array<{ date: string; clicks: number }>; total: number }>>(
          '/ajax/v2/affiliate/statistics/daily-clicks',
          { month, year },
          { form: true },
        )
      ).body.data;
    const before = await count();
    const first = await fetch(`${server.url}/a/MEILING26`, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('location')).toBe('/');
    expect(first.headers.getSetCookie().some((c) => c.startsWith('mahir_aff=1;'))).toBe(true);
    const course = await fetch(`${server.url}/a/MEILING26?course=demo-video-course`, { redirect: 'manual' });
    expect(course.headers.get('location')).toBe('/course/demo-video-course');
    const unknown = await fetch(`${server.url}/a/NOSUCHCODE`, { redirect: 'manual' });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.getSetCookie().some((c) => c.startsWith('mahir_aff='))).toBe(false);
    const after = await count();
    expect(after.total).toBe(before.total + 2);
    expect(after.days).toHaveLength(daysInMonth(year, month));
    expect(after.days.reduce((a, d) => a + d.clicks, 0)).toBe(after.total);
    const rows = await server.db
      .selectFrom('affiliate_clicks')
      .select('course_id')
      .where('affiliate_id', '=', 1)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(rows[0]?.course_id).not.toBeNull();
    expect(rows[1]?.course_id).toBeNull();
  });

  it('answers the month’s commissions with their total', async () => {
    const res = await affiliate.post<
      Answer<{ commissions: Array<{ amount: number; order_no: string }>; total: number; orders: number }>
    >('/ajax/v2/affiliate/statistics/commissions', { month, year }, { form: true });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(res.body.data.commissions.reduce((a, c) => a + c.amount, 0));
    expect(res.body.data.orders).toBeGreaterThanOrEqual(0);
  });
});
