import type { GroupListedUser, StatisticsGroup } from '@mahir/shared';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { readPdf } from '../support/pdf-text';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface ListedBody {
  data: { data: GroupListedUser[]; total: number };
}
interface StatsBody {
  data: { date: string[]; total: number[] };
}

const VARIANTS = [
  {
    kind: 'organization',
    key: 'organization_id',
    lists: '/ajax/v2/admin/organization/lists',
    base: '/ajax/v2/admin/organization',
  },
  {
    kind: 'company',
    key: 'company_id',
    lists: '/ajax/v2/admin/pm4biz/company/lists',
    base: '/ajax/v2/admin/pm4biz',
  },
] as const;

const sum = (xs: number[]) => xs.reduce((s, n) => s + n, 0);

describe.each(dialects())('admin organization and company statistics reports on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  const now = malaysiaYearMonth(new Date());
  const month = { month: now.month, year: now.year };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    admin = await clientFor(server.url, 'admin@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  describe.each(VARIANTS)('$kind variant', (variant) => {
    let groups: StatisticsGroup[] = [];
    let groupId = 0;
    const at = (suffix: string) => `${variant.base}${suffix}`;

    beforeAll(async () => {
      groups = (await admin.get<{ data: StatisticsGroup[] }>(variant.lists)).body.data;
      groupId = groups[0]?.id ?? 0;
    });

    it('prints an A3 PDF with the chart and the table, the same totals as the screen', async () => {
      const res = await admin.request(
        'GET',
        at(`/statistic/report.pdf?${variant.key}=${groupId}&month=${now.month}&year=${now.year}`),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89\d* 1190\.55\d*\]/);
      const { text, info } = readPdf(pdf);
      expect(info).toMatch(/Page size:\s+841\.89 x 1190\.55 pts \(A3\)/);

      const stats = await admin.post<StatsBody>(
        at('/statistics'),
        { [variant.key]: groupId, ...month },
        { form: true },
      );
      const listed = await admin.post<ListedBody>(
        at('/statistic/listed?page=1'),
        { [variant.key]: groupId, ...month },
        { form: true },
      );
      expect(text).toContain(groups[0]?.name ?? '?');
      expect(text).toMatch(new RegExp(`Total logins:\\s+${sum(stats.body.data.total)}\\b`));
      expect(text).toMatch(new RegExp(`Listed users:\\s+${listed.body.data.total}\\b`));
      for (const u of listed.body.data.data) expect(text).toContain(u.email);
    });
  });

  it('runs ten reports at once while other requests keep answering', async () => {
    const [org] = (await admin.get<{ data: StatisticsGroup[] }>('/ajax/v2/admin/organization/lists')).body
      .data;
    const started = Date.now();
    const finished: number[] = [];
    const reports = Array.from({ length: 10 }, () =>
      admin
        .request(
          'GET',
          `/ajax/v2/admin/organization/statistic/report.pdf?organization_id=${org?.id}&month=1&year=2026`,
        )
        .then((res) => {
          finished.push(Date.now() - started);
          return res;
        }),
    );
    const health = await admin.get('/healthz');
    const healthMs = Date.now() - started;
    expect(health.status).toBe(200);
    const done = await Promise.all(reports);
    expect(done.map((r) => r.status)).toEqual(Array(10).fill(200));
    // The event loop is free while workers render: a cheap request answers before the reports are done.
    expect(healthMs).toBeLessThan(Math.max(...finished));
  });
});
