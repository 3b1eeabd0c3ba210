import { afterEach, describe, expect, it } from 'vitest';
import type { LoginStatisticsReportData } from './login-statistics.report';
import { ReportPool } from './report-pool';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    name: `Pekerja ${i + 1}`,
    email: `pekerja${i + 1}@contoh.my`,
    total_login: i % 5,
    last_login: i % 3 ? '2026-10-05T02:00:00.000Z' : null,
  }));

const report = (n: number): LoginStatisticsReportData => ({
  brand: 'MAHIR ORGANIZATION',
  group: 'Persatuan Ujian',
  year: 2026,
  month: 10,
  series: { date: ['1', '2', '3'], total: [1, 0, 4] },
  rows: rows(n),
  generatedAt: '2026-11-01T00:00:00.000Z',
});

describe('ReportPool', () => {
  let pool: ReportPool | null = null;
  afterEach(async () => {
    await pool?.close();
    pool = null;
  });

  it('renders reports in worker threads, one at a time per worker, in order', async () => {
    pool = new ReportPool({ size: 1, timeoutMs: 60_000, maxQueue: 10 });
    const jobs = [pool.render('login-statistics', report(20)), pool.render('login-statistics', report(100))];
    expect(pool.stats()).toEqual({ queued: 1, running: 1, workers: 1 });
    const [small, large] = await Promise.all(jobs);
    expect(small?.subarray(0, 5).toString()).toBe('%PDF-');
    // 20 rows fit the first page; 100 need three (24 + 48 + 28).
    expect(small?.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(large?.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(3);
    expect(pool.stats()).toEqual({ queued: 0, running: 0, workers: 1 });
  });

  it('refuses beyond its queue with reports_busy', async () => {
    pool = new ReportPool({ size: 1, timeoutMs: 60_000, maxQueue: 1 });
    const first = pool.render('login-statistics', report(1));
    const second = pool.render('login-statistics', report(1));
    await expect(pool.render('login-statistics', report(1))).rejects.toMatchObject({
      status: 503,
      code: 'reports_busy',
    });
    await Promise.all([first, second]);
  });

  it('stops a report that runs past the timeout and keeps serving with a new worker', async () => {
    pool = new ReportPool({ size: 1, timeoutMs: 1, maxQueue: 5 });
    await expect(pool.render('login-statistics', report(5))).rejects.toMatchObject({
      status: 503,
      code: 'report_timeout',
    });
    expect(pool.stats().workers).toBe(0);
  });
});
