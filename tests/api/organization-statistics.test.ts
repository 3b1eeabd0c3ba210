import {
  type GroupListedUser,
  type GroupPrintRow,
  MSG,
  ORG_STATS_PER_PAGE,
  ORG_STATS_TEXT,
  type StatisticsGroup,
} from '@mahir/shared';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string[]>;
}
interface ListedBody {
  data: { data: GroupListedUser[]; total: number; per_page: number; current_page: number };
}
interface StatsBody {
  data: { date: string[]; total: number[]; user: { id: number; name: string } | null };
}

/** The two variants of the screen: their paths and the field naming the group. */
const VARIANTS = [
  {
    kind: 'organization',
    key: 'organization_id',
    lists: '/ajax/v2/admin/organization/lists',
    base: '/ajax/v2/admin/organization',
    table: 'organization_users',
  },
  {
    kind: 'company',
    key: 'company_id',
    lists: '/ajax/v2/admin/pm4biz/company/lists',
    base: '/ajax/v2/admin/pm4biz',
    table: 'company_users',
  },
] as const;

const sum = (xs: number[]) => xs.reduce((s, n) => s + n, 0);

describe.each(dialects())('admin organization and company statistics on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let hr: TestClient;
  const now = malaysiaYearMonth(new Date());
  const month = { month: now.month, year: now.year };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await clientFor(server.url, 'admin@demo.my');
    hr = await clientFor(server.url, 'hr@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Members of a group, listed or not (a company's HR users are never members). */
  const members = async (variant: (typeof VARIANTS)[number], groupId: number, listed: 0 | 1) => {
    const rows =
      variant.kind === 'organization'
        ? await server.db
            .selectFrom('organization_users')
            .select(['user_id'])
            .where('organization_id', '=', groupId)
            .where('is_listed', '=', listed)
            .orderBy('user_id')
            .execute()
        : await server.db
            .selectFrom('company_users')
            .select(['user_id'])
            .where('company_id', '=', groupId)
            .where('role', '!=', 'hr')
            .where('is_listed', '=', listed)
            .orderBy('user_id')
            .execute();
    return rows.map((r) => r.user_id);
  };

  it('totals modules of published courses per language', async () => {
    const res = await admin.get<{ data: Record<string, number> }>(
      '/ajax/v2/admin/organization/statistic/total_course_modules',
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(['bm', 'en', 'ma', 'pi']);
    const published = await server.db
      .selectFrom('modules')
      .innerJoin('courses', 'courses.id', 'modules.course_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('courses.status_id', '=', 1)
      .where('courses.language', 'in', ['bm', 'en', 'ma', 'pi'])
      .executeTakeFirstOrThrow();
    expect(sum(Object.values(res.body.data))).toBe(Number(published.n));
    expect(res.body.data.bm).toBeGreaterThan(0);
  });

  describe.each(VARIANTS)('$kind variant', (variant) => {
    let groups: StatisticsGroup[] = [];
    let groupId = 0;
    let otherGroupId = 0;
    const at = (suffix: string) => `${variant.base}${suffix}`;

    beforeAll(async () => {
      const res = await admin.get<{ data: StatisticsGroup[] }>(variant.lists);
      expect(res.status).toBe(200);
      groups = res.body.data;
      groupId = groups[0]?.id ?? 0;
      otherGroupId = groups[1]?.id ?? 0;
    });

    it('lists every group by name with id and name', async () => {
      expect(groups.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(groups[0] ?? {}).sort()).toEqual(['id', 'name']);
      const names = groups.map((g) => g.name);
      expect(names).toEqual([...names].sort());
    });

    it('pages the listed users with logins and modules watched per language as whole percents', async () => {
      const listed = await members(variant, groupId, 1);
      const res = await admin.post<ListedBody>(
        at('/statistic/listed?page=1'),
        { [variant.key]: groupId, search: '', ...month },
        { form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(listed.length);
      expect(res.body.data.per_page).toBe(ORG_STATS_PER_PAGE);
      const row = res.body.data.data[0];
      expect(row).toBeDefined();
      for (const lang of ['bm', 'en', 'ma', 'pi'] as const) {
        expect(Number.isInteger(row?.[lang])).toBe(true);
        expect(row?.[lang]).toBeGreaterThanOrEqual(0);
        expect(row?.[lang]).toBeLessThanOrEqual(100);
      }
      expect(res.body.data.data.every((u) => listed.includes(u.id))).toBe(true);
      // Search narrows by name or email.
      const first = res.body.data.data[0];
      const search = await admin.post<ListedBody>(
        at('/statistic/listed?page=1'),
        { [variant.key]: groupId, search: first?.email ?? '' },
        { form: true },
      );
      expect(search.body.data.data.map((u) => u.id)).toEqual([first?.id]);
    });

    it('charts logins per day for the group and for one listed user, matching the print list', async () => {
      const all = await admin.post<StatsBody>(
        at('/statistics'),
        { [variant.key]: groupId, ...month },
        { form: true },
      );
      expect(all.status).toBe(200);
      expect(all.body.data.date[0]).toBe('1');
      expect(all.body.data.total).toHaveLength(all.body.data.date.length);
      const print = await admin.post<{ data: { label: string; stats: GroupPrintRow[] } }>(
        at('/statistic/listed_print'),
        { [variant.key]: groupId, ...month },
        { form: true },
      );
      expect(print.status).toBe(200);
      expect(print.body.data.label).toContain(groups[0]?.name ?? '?');
      expect(sum(print.body.data.stats.map((s) => s.total_login))).toBe(sum(all.body.data.total));

      const [userId] = await members(variant, groupId, 1);
      const one = await admin.post<StatsBody>(
        at('/statistics'),
        { [variant.key]: groupId, user_id: userId, ...month },
        { form: true },
      );
      expect(one.status).toBe(200);
      expect(one.body.data.user?.id).toBe(userId);
      const onePrint = print.body.data.stats.length
        ? await admin.post<{ data: { stats: GroupPrintRow[] } }>(
            at('/statistic/listed_print'),
            { [variant.key]: groupId, user_id: userId, ...month },
            { form: true },
          )
        : null;
      expect(onePrint?.body.data.stats).toHaveLength(1);
      expect(sum(one.body.data.total)).toBe(onePrint?.body.data.stats[0]?.total_login);
    });

    it('names a member, and does not find anyone else', async () => {
      const [userId] = await members(variant, groupId, 1);
      const res = await admin.get<{ data: { name: string } }>(at(`/statistic/user_detail/${userId}`));
      expect(res.status).toBe(200);
      expect(res.body.data.name.length).toBeGreaterThan(0);
      const adminRowId = await userIdOf(server.db, 'admin@demo.my');
      const nobody = await admin.get<ErrorBody>(at(`/statistic/user_detail/${adminRowId}`));
      expect(nobody.status).toBe(404);
      expect(nobody.body.message).toBe(ORG_STATS_TEXT.userNotFound);
    });

    it('adds unlisted members all or nothing, and never a member of another group', async () => {
      const unlisted = await members(variant, groupId, 0);
      const otherListed = await members(variant, otherGroupId, 1);
      const otherUnlisted = await members(variant, otherGroupId, 0);
      const [a, b] = unlisted;
      const stranger = otherUnlisted[0] ?? otherListed[0];
      expect(a && b && stranger).toBeTruthy();

      const modal = await admin.post<{ data: Array<{ id: number }> }>(
        at('/statistic/unlisted'),
        { [variant.key]: groupId, modal_keyword: '' },
        { form: true },
      );
      expect(modal.body.data.map((u) => u.id).sort((x, y) => x - y)).toEqual(unlisted);

      const mixed = await admin.post<ErrorBody>(
        at('/statistic/add_user'),
        { [variant.key]: groupId, ids: [a, stranger] },
        { form: true },
      );
      expect(mixed.status).toBe(422);
      expect(mixed.body.errors?.ids).toEqual([ORG_STATS_TEXT.notInGroup]);
      expect(await members(variant, groupId, 0)).toEqual(unlisted);
      expect(await members(variant, otherGroupId, 1)).toEqual(otherListed);

      const none = await admin.post<ErrorBody>(
        at('/statistic/add_user'),
        { [variant.key]: groupId, ids: [] },
        { form: true },
      );
      expect(none.status).toBe(422);
      expect(none.body.errors?.ids).toEqual([MSG.hrPickAtLeastOne]);

      const ok = await admin.post<{ message: string }>(
        at('/statistic/add_user'),
        { [variant.key]: groupId, ids: [a, b] },
        { form: true },
      );
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe(MSG.hrUsersAdded);
      expect(await members(variant, groupId, 0)).toEqual(unlisted.filter((id) => id !== a && id !== b));

      const again = await admin.post<ErrorBody>(
        at('/statistic/add_user'),
        { [variant.key]: groupId, ids: [a] },
        { form: true },
      );
      expect(again.status).toBe(422);
      expect(again.body.errors?.ids).toEqual([ORG_STATS_TEXT.alreadyListed]);
    });

    it('removes a listed member of this group only', async () => {
      const listed = await members(variant, groupId, 1);
      const otherListed = await members(variant, otherGroupId, 1);
      const [mine] = listed;
      const [theirs] = otherListed;

      const wrong = await admin.post<ErrorBody>(
        at('/statistic/remove_user'),
        { [variant.key]: groupId, user_id: theirs },
        { form: true },
      );
      expect(wrong.status).toBe(404);
      expect(wrong.body.message).toBe(ORG_STATS_TEXT.notListed);
      expect(await members(variant, otherGroupId, 1)).toEqual(otherListed);

      const ok = await admin.post<{ message: string; data: { user_id: number } }>(
        at('/statistic/remove_user'),
        { [variant.key]: groupId, user_id: mine },
        { form: true },
      );
      expect(ok.status).toBe(200);
      expect(ok.body.message).toBe(MSG.hrUserRemoved);
      expect(await members(variant, groupId, 1)).toEqual(listed.filter((id) => id !== mine));

      // The spec's form sends only user_id: the one group listing the user is found.
      const [next] = await members(variant, otherGroupId, 1);
      const bare = await admin.post(at('/statistic/remove_user'), { user_id: next }, { form: true });
      expect(bare.status).toBe(200);
      expect(await members(variant, otherGroupId, 1)).not.toContain(next);
      const twice = await admin.post<ErrorBody>(
        at('/statistic/remove_user'),
        { user_id: next },
        { form: true },
      );
      expect(twice.status).toBe(404);
    });

    it('answers 404 for an unknown group and 422 for bad input, changing nothing', async () => {
      const before = await members(variant, groupId, 1);
      const unknown = 999_999;
      for (const [path, body] of [
        ['/statistics', { [variant.key]: unknown, ...month }],
        ['/statistic/listed?page=1', { [variant.key]: unknown }],
        ['/statistic/listed_print', { [variant.key]: unknown }],
        ['/statistic/unlisted', { [variant.key]: unknown }],
        ['/statistic/add_user', { [variant.key]: unknown, ids: [before[0]] }],
        ['/statistic/remove_user', { [variant.key]: unknown, user_id: before[0] }],
      ] as const) {
        const res = await admin.post<ErrorBody>(at(path), body, { form: true });
        expect(res.status, path).toBe(404);
        expect(res.body.code).toBe('not_found');
      }
      const pdf = await admin.request(
        'GET',
        at(`/statistic/report.pdf?${variant.key}=${unknown}&month=1&year=2026`),
      );
      expect(pdf.status).toBe(404);

      for (const body of [
        { [variant.key]: groupId, month: 13, year: now.year },
        { [variant.key]: groupId, month: 1, year: 2000 },
        { [variant.key]: groupId, month: 1, year: now.year + 1 },
        { [variant.key]: 'abc', month: 1, year: 2026 },
        { month: 1, year: 2026 },
      ]) {
        const res = await admin.post<ErrorBody>(at('/statistics'), body, { form: true });
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(res.body.code).toBe('validation_failed');
      }
      const notMine = await admin.post<ErrorBody>(
        at('/statistics'),
        { [variant.key]: groupId, user_id: (await members(variant, otherGroupId, 1))[0], ...month },
        { form: true },
      );
      expect(notMine.status).toBe(404);
      expect(await members(variant, groupId, 1)).toEqual(before);
    });

    it('refuses visitors and every other role, changing nothing', async () => {
      const before = await members(variant, groupId, 0);
      const visitor = await clientFor(server.url);
      const others = [
        hr,
        await clientFor(server.url, 'student@demo.my'),
        await clientFor(server.url, 'tutor@demo.my'),
      ];
      const calls: Array<[string, string, Record<string, unknown> | undefined]> = [
        ['GET', variant.lists, undefined],
        ['POST', at('/statistics'), { [variant.key]: groupId, ...month }],
        ['POST', at('/statistic/listed?page=1'), { [variant.key]: groupId }],
        ['POST', at('/statistic/listed_print'), { [variant.key]: groupId }],
        ['GET', at(`/statistic/user_detail/${before[0]}`), undefined],
        ['POST', at('/statistic/unlisted'), { [variant.key]: groupId }],
        ['POST', at('/statistic/add_user'), { [variant.key]: groupId, ids: [before[0]] }],
        ['POST', at('/statistic/remove_user'), { [variant.key]: groupId, user_id: before[0] }],
        ['GET', at(`/statistic/report.pdf?${variant.key}=${groupId}&month=1&year=2026`), undefined],
      ];
      for (const [method, path, body] of calls) {
        expect((await visitor.request(method, path, body, { form: true })).status, path).toBe(401);
        for (const client of others)
          expect((await client.request(method, path, body, { form: true })).status, path).toBe(403);
      }
      expect(await members(variant, groupId, 0)).toEqual(before);
    });
  });
});
