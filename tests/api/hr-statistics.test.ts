import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  daysInMonth,
  HR_TEXT,
  type HrListedUser,
  type HrUnlistedUser,
  MSG,
  malaysiaMonthRange,
} from '@mahir/shared';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
interface ListedBody {
  data: { data: HrListedUser[]; total: number; per_page: number; current_page: number; last_page: number };
}
interface StatsBody {
  data: { date: string[]; total: number[]; user: { id: number; name: string } | null };
}

const OTHER_HR = 'hr.cemerlang@demo.my';

/** Whether poppler's pdfinfo is installed, to read the page size as a PDF viewer would. */
function hasPdfinfo(): boolean {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.each(dialects())('hr statistics on %s', (dialect) => {
  let server: TestServer;
  let hr: TestClient;
  const now = malaysiaYearMonth(new Date());
  beforeAll(async () => {
    server = await startTestServer(dialect);
    hr = await clientFor(server.url, 'hr@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  const companyId = async (hashslugOrName: 'demo' | 'other') => {
    const q = server.db.selectFrom('companies').select('id');
    const row =
      hashslugOrName === 'demo'
        ? await q.where('hashslug', '=', 'demo-company').executeTakeFirstOrThrow()
        : await q.where('hashslug', '!=', 'demo-company').executeTakeFirstOrThrow();
    return row.id;
  };
  const members = async (company: number, listed: 0 | 1) =>
    server.db
      .selectFrom('company_users')
      .innerJoin('users', 'users.id', 'company_users.user_id')
      .select(['users.id', 'users.name', 'users.email'])
      .where('company_users.company_id', '=', company)
      .where('company_users.role', '!=', 'hr')
      .where('company_users.is_listed', '=', listed)
      .orderBy('users.name')
      .orderBy('users.id')
      .execute();
  const loginCount = async (userIds: number[], range?: { from: string; to: string }) => {
    let q = server.db
      .selectFrom('login_statistics')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', 'in', userIds);
    if (range) q = q.where('created_at', '>=', range.from).where('created_at', '<', range.to);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  describe('POST /ajax/v2/hr/pm4biz/statistics', () => {
    it('counts the listed users’ logins per day of the month, matching login_statistics', async () => {
      const res = await hr.post<StatsBody>('/ajax/v2/hr/pm4biz/statistics', now, { form: true });
      expect(res.status).toBe(200);
      const days = daysInMonth(now.year, now.month);
      expect(res.body.data.date).toEqual(Array.from({ length: days }, (_, i) => String(i + 1)));
      expect(res.body.data.total).toHaveLength(days);
      expect(res.body.data.user).toBeNull();
      const listed = await members(await companyId('demo'), 1);
      const expected = await loginCount(
        listed.map((m) => m.id),
        malaysiaMonthRange(now.year, now.month),
      );
      expect(expected).toBeGreaterThan(0);
      expect(res.body.data.total.reduce((a, b) => a + b, 0)).toBe(expected);
    });

    it('counts a previous month and one listed user, day by day in Malaysia time', async () => {
      const prev =
        now.month === 1 ? { year: now.year - 1, month: 12 } : { year: now.year, month: now.month - 1 };
      const listed = await members(await companyId('demo'), 1);
      const { from: start, to: end } = malaysiaMonthRange(prev.year, prev.month);
      const busiest = await server.db
        .selectFrom('login_statistics')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where(
          'user_id',
          'in',
          listed.map((m) => m.id),
        )
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .groupBy('user_id')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow();
      const res = await hr.post<StatsBody>(
        '/ajax/v2/hr/pm4biz/statistics',
        { ...prev, user_id: busiest.user_id },
        { form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.user?.id).toBe(busiest.user_id);
      expect(res.body.data.total.reduce((a, b) => a + b, 0)).toBe(Number(busiest.n));
      const times = await server.db
        .selectFrom('login_statistics')
        .select('created_at')
        .where('user_id', '=', busiest.user_id)
        .where('created_at', '>=', start)
        .where('created_at', '<', end)
        .execute();
      const perDay = new Array<number>(res.body.data.total.length).fill(0);
      for (const t of times) {
        const day = new Date(Date.parse(t.created_at) + 8 * 3600_000).getUTCDate();
        perDay[day - 1] = (perDay[day - 1] ?? 0) + 1;
      }
      expect(res.body.data.total).toEqual(perDay);
    });

    it('refuses users outside the list or the company, bad months and years, and other roles', async () => {
      const other = await members(await companyId('other'), 1);
      const foreign = await hr.post(
        '/ajax/v2/hr/pm4biz/statistics',
        { ...now, user_id: other[0]?.id },
        { form: true },
      );
      expect(foreign.status).toBe(404);
      const unlisted = await members(await companyId('demo'), 0);
      const notListed = await hr.post(
        '/ajax/v2/hr/pm4biz/statistics',
        { ...now, user_id: unlisted[0]?.id },
        { form: true },
      );
      expect(notListed.status).toBe(404);
      for (const [body, field] of [
        [{ month: 13, year: now.year }, 'month'],
        [{ month: 0, year: now.year }, 'month'],
        [{ month: 1, year: 2000 }, 'year'],
        [{ month: 1, year: now.year + 1 }, 'year'],
        [{ year: now.year }, 'month'],
      ] as const) {
        const res = await hr.post<ErrorBody>('/ajax/v2/hr/pm4biz/statistics', body, { form: true });
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.errors?.[field]).toBeDefined();
      }
      const bad = await hr.post<ErrorBody>(
        '/ajax/v2/hr/pm4biz/statistics',
        { month: 2, year: 2000 },
        { form: true },
      );
      expect(bad.body.errors?.year).toEqual([HR_TEXT.yearInvalid]);
      const student = await clientFor(server.url, 'student@demo.my');
      expect((await student.post('/ajax/v2/hr/pm4biz/statistics', now, { form: true })).status).toBe(403);
      const employee = await clientFor(server.url, 'employee@demo.my');
      expect((await employee.post('/ajax/v2/hr/pm4biz/statistics', now, { form: true })).status).toBe(403);
      const visitor = await clientFor(server.url);
      expect((await visitor.post('/ajax/v2/hr/pm4biz/statistics', now, { form: true })).status).toBe(401);
    });
  });

  describe('POST /ajax/v2/hr/pm4biz/statistic/listed', () => {
    it('pages the company’s listed users by name with all-time login counts and latest login', async () => {
      const listed = await members(await companyId('demo'), 1);
      const res = await hr.post<ListedBody>('/ajax/v2/hr/pm4biz/statistic/listed', {}, { form: true });
      expect(res.status).toBe(200);
      expect(res.body.data.per_page).toBe(10);
      expect(res.body.data.total).toBe(listed.length);
      expect(res.body.data.data.map((u) => u.id)).toEqual(listed.slice(0, 10).map((m) => m.id));
      const first = res.body.data.data[0];
      if (!first) throw new Error('no listed user');
      expect(first.statistics_count).toBe(await loginCount([first.id]));
      const latest = await server.db
        .selectFrom('login_statistics')
        .select((eb) => eb.fn.max('created_at').as('at'))
        .where('user_id', '=', first.id)
        .executeTakeFirstOrThrow();
      expect(first.statistic_latest).toEqual(latest.at ? { created_at: latest.at } : null);

      const page2 = await hr.post<ListedBody>(
        '/ajax/v2/hr/pm4biz/statistic/listed?page=2',
        {},
        { form: true },
      );
      expect(page2.body.data.current_page).toBe(2);
      expect(page2.body.data.data.map((u) => u.id)).toEqual(listed.slice(10, 20).map((m) => m.id));
    });

    it('counts logins within a month when one is given', async () => {
      const res = await hr.post<ListedBody>('/ajax/v2/hr/pm4biz/statistic/listed', now, { form: true });
      expect(res.status).toBe(200);
      const range = malaysiaMonthRange(now.year, now.month);
      for (const u of res.body.data.data) expect(u.statistics_count).toBe(await loginCount([u.id], range));
      const half = await hr.post<ErrorBody>(
        '/ajax/v2/hr/pm4biz/statistic/listed',
        { month: 3 },
        { form: true },
      );
      expect(half.status).toBe(422);
    });

    it('searches name or email without regard to case, and never shows other companies', async () => {
      const listed = await members(await companyId('demo'), 1);
      const target = listed[3];
      if (!target) throw new Error('too few listed users');
      const byName = await hr.post<ListedBody>(
        '/ajax/v2/hr/pm4biz/statistic/listed',
        { search: target.name.toUpperCase() },
        { form: true },
      );
      expect(byName.body.data.data.map((u) => u.id)).toContain(target.id);
      const byEmail = await hr.post<ListedBody>(
        '/ajax/v2/hr/pm4biz/statistic/listed',
        { search: target.email.split('@')[0] },
        { form: true },
      );
      expect(byEmail.body.data.data.map((u) => u.id)).toContain(target.id);
      const none = await hr.post<ListedBody>(
        '/ajax/v2/hr/pm4biz/statistic/listed',
        { search: '%_' },
        { form: true },
      );
      expect(none.body.data).toMatchObject({ data: [], total: 0 });

      const outsider = (await members(await companyId('other'), 1))[0];
      if (!outsider) throw new Error('no outsider');
      const hidden = await hr.post<ListedBody>(
        '/ajax/v2/hr/pm4biz/statistic/listed',
        { search: outsider.email },
        { form: true },
      );
      expect(hidden.body.data.total).toBe(0);
    });
  });

  describe('unlisted, add_user and remove_user', () => {
    it('offers only the company’s unlisted members, filtered by name', async () => {
      const unlisted = await members(await companyId('demo'), 0);
      const all = await hr.post<{ data: HrUnlistedUser[] }>(
        '/ajax/v2/hr/pm4biz/statistic/unlisted',
        { modal_keyword: '' },
        { form: true },
      );
      expect(all.status).toBe(200);
      expect(all.body.data.map((u) => u.id)).toEqual(unlisted.map((u) => u.id));
      const target = unlisted[1];
      if (!target) throw new Error('too few unlisted users');
      const word = target.name.split(' ')[0]?.toLowerCase() ?? '';
      const some = await hr.post<{ data: HrUnlistedUser[] }>(
        '/ajax/v2/hr/pm4biz/statistic/unlisted',
        { modal_keyword: word },
        { form: true },
      );
      expect(some.body.data.map((u) => u.id)).toContain(target.id);
      for (const u of some.body.data) expect(u.name.toLowerCase()).toContain(word);
    });

    it('adds members all-or-nothing and refuses others, listed ones, or none', async () => {
      const company = await companyId('demo');
      const unlisted = await members(company, 0);
      const listed = await members(company, 1);
      const outsider = (await members(await companyId('other'), 0))[0];
      const [a, b] = unlisted;
      if (!a || !b || !outsider) throw new Error('seed too small');

      const none = await hr.post<ErrorBody>(
        '/ajax/v2/hr/pm4biz/statistic/add_user',
        { ids: [] },
        { form: true },
      );
      expect(none.status).toBe(422);
      expect(none.body.errors?.ids).toEqual([MSG.hrPickAtLeastOne]);
      const foreign = await hr.post(
        '/ajax/v2/hr/pm4biz/statistic/add_user',
        { ids: [a.id, outsider.id] },
        { form: true },
      );
      expect(foreign.status).toBe(403);
      const already = await hr.post<ErrorBody>(
        '/ajax/v2/hr/pm4biz/statistic/add_user',
        { ids: [a.id, listed[0]?.id] },
        { form: true },
      );
      expect(already.status).toBe(422);
      expect((await members(company, 0)).map((m) => m.id)).toContain(a.id);

      const res = await hr.post<{ data: { ids: number[] }; message: string }>(
        '/ajax/v2/hr/pm4biz/statistic/add_user',
        { ids: [a.id, b.id] },
        { form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.hrUsersAdded);
      const nowListed = (await members(company, 1)).map((m) => m.id);
      expect(nowListed).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(nowListed).toHaveLength(listed.length + 2);
    });

    it('removes a listed member and refuses other companies’ users', async () => {
      const company = await companyId('demo');
      const listed = await members(company, 1);
      const target = listed[0];
      const outsider = (await members(await companyId('other'), 1))[0];
      if (!target || !outsider) throw new Error('seed too small');
      const foreign = await hr.post(
        '/ajax/v2/hr/pm4biz/statistic/remove_user',
        { user_id: outsider.id },
        { form: true },
      );
      expect(foreign.status).toBe(404);
      expect((await members(await companyId('other'), 1)).map((m) => m.id)).toContain(outsider.id);
      expect((await hr.post('/ajax/v2/hr/pm4biz/statistic/remove_user', {}, { form: true })).status).toBe(
        422,
      );

      const res = await hr.post<{ message: string }>(
        '/ajax/v2/hr/pm4biz/statistic/remove_user',
        { user_id: target.id },
        { form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.hrUserRemoved);
      const after = await members(company, 1);
      expect(after.map((m) => m.id)).not.toContain(target.id);
      expect(after).toHaveLength(listed.length - 1);
    });

    it('keeps each HR user to their own company', async () => {
      const other = await clientFor(server.url, OTHER_HR);
      const demoListed = await members(await companyId('demo'), 1);
      const otherListed = await members(await companyId('other'), 1);
      const res = await other.post<ListedBody>('/ajax/v2/hr/pm4biz/statistic/listed', {}, { form: true });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(otherListed.length);
      const seen = res.body.data.data.map((u) => u.id);
      for (const m of demoListed) expect(seen).not.toContain(m.id);
      const target = demoListed[0];
      if (!target) throw new Error('seed too small');
      const remove = await other.post(
        '/ajax/v2/hr/pm4biz/statistic/remove_user',
        { user_id: target.id },
        { form: true },
      );
      expect(remove.status).toBe(404);
      const unlistedDemo = (await members(await companyId('demo'), 0))[0];
      const add = await other.post(
        '/ajax/v2/hr/pm4biz/statistic/add_user',
        { ids: [unlistedDemo?.id] },
        { form: true },
      );
      expect(add.status).toBe(403);
    });
  });

  describe('GET /ajax/v2/hr/pm4biz/statistic/report.pdf', () => {
    it('answers an A3 PDF attachment for the month', async () => {
      const res = await hr.request(
        'GET',
        `/ajax/v2/hr/pm4biz/statistic/report.pdf?month=${now.month}&year=${now.year}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="login-statistics-${now.year}-${now.month}.pdf"`,
      );
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89\d* 1190\.55\d*\]/);
      if (hasPdfinfo()) {
        const dir = mkdtempSync(join(tmpdir(), 'mahir-pdf-'));
        try {
          const file = join(dir, 'report.pdf');
          writeFileSync(file, pdf);
          expect(execFileSync('pdfinfo', [file]).toString()).toMatch(
            /Page size:\s+841\.89 x 1190\.55 pts \(A3\)/,
          );
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }
    });

    it('refuses bad months, other roles and visitors', async () => {
      const bad = await hr.request('GET', '/ajax/v2/hr/pm4biz/statistic/report.pdf?month=13&year=2026');
      expect(bad.status).toBe(422);
      const student = await clientFor(server.url, 'student@demo.my');
      expect(
        (await student.request('GET', `/ajax/v2/hr/pm4biz/statistic/report.pdf?month=1&year=2026`)).status,
      ).toBe(403);
      const visitor = await clientFor(server.url);
      expect(
        (await visitor.request('GET', `/ajax/v2/hr/pm4biz/statistic/report.pdf?month=1&year=2026`)).status,
      ).toBe(401);
    });
  });
});
