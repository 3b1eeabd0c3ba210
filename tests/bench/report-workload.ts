import { existsSync } from 'node:fs';
import { createDb } from '@mahir/db';
import { addMonths, MONTH_NAMES, malaysiaMonthRange, malaysiaYearMonth } from '@mahir/shared';
import { chromium } from '@playwright/test';
import type { BenchResult } from './bench-cli';
import { httpClient, loginAs, type Visitor } from './http-load';
import { searchUnderLoad } from './search-under-load';
import { printTable } from './stats';

// Targets (issue 11): an A3 statistics report of 5,000 employees renders no slower on our server than
// headless Chromium prints the same table from HTML, and ten reports in flight at most double search p95.
export const REPORT_EMPLOYEES = 5000;
const LOGINS_PER_EMPLOYEE = 6;
const ROUNDS = 3;
const PARALLEL_REPORTS = 10;
const SEARCH_SAMPLES = 200;
const TARGET_LOAD_RATIO = 2;

/** The organization the report benchmark prints: its id and the month with logins. */
export interface ReportOrganization {
  id: number;
  month: number;
  year: number;
}

/** Adds an organization of 5,000 listed members with a month of logins (Malaysia time) to the bench database. */
export async function seedReportOrganization(databaseUrl: string): Promise<ReportOrganization> {
  const db = createDb({ url: databaseUrl });
  try {
    const template = await db.selectFrom('users').selectAll().orderBy('id').executeTakeFirstOrThrow();
    const { id: _id, ...base } = template;
    const org = await db
      .insertInto('organizations')
      .values({ hashslug: 'bench-organization', name: 'Koperasi Guru-Guru Malaysia Berhad (bench)' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const current = malaysiaYearMonth(new Date());
    const { year, month } = addMonths(current.year, current.month, -1);
    const { from: start } = malaysiaMonthRange(year, month);
    const startMs = Date.parse(start);
    for (let first = 0; first < REPORT_EMPLOYEES; first += 500) {
      const batch = Array.from({ length: Math.min(500, REPORT_EMPLOYEES - first) }, (_, i) => {
        const n = first + i + 1;
        return {
          ...base,
          email: `pekerja${n}@bench.my`,
          username: `pekerja${n}`,
          name: `Pekerja Koperasi Nombor ${n} binti Abdullah`,
        };
      });
      const users = await db.insertInto('users').values(batch).returning('id').execute();
      const at = new Date().toISOString();
      await db
        .insertInto('organization_users')
        .values(users.map((u) => ({ organization_id: org.id, user_id: u.id, is_listed: 1, added_at: at })))
        .execute();
      const logins = users.flatMap((u, i) =>
        Array.from({ length: LOGINS_PER_EMPLOYEE }, (_, k) => ({
          user_id: u.id,
          ip: '127.0.0.1',
          created_at: new Date(startMs + ((i * 7 + k * 4) % 27) * 86_400_000 + k * 3_600_000).toISOString(),
        })),
      );
      await db.insertInto('login_statistics').values(logins).execute();
    }
    return { id: org.id, month, year };
  } finally {
    await db.destroy();
  }
}

/** The same rows the report prints, as one HTML page with its chart in SVG, for Chromium to print. */
function reportHtml(
  title: string,
  period: string,
  rows: Array<[string, string, number, string]>,
  days: number[],
) {
  const max = Math.max(1, ...days);
  const bars = days
    .map(
      (v, i) =>
        `<rect x="${i * 24 + 4}" y="${300 - (v / max) * 280}" width="16" height="${(v / max) * 280}" fill="#0b6e4f"/>`,
    )
    .join('');
  const body = rows
    .map(
      (r, i) =>
        `<tr><td>${i + 1}</td><td>${r[0]}</td><td>${r[1]}</td><td class="n">${r[2]}</td><td>${r[3]}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{font-family:Helvetica,Arial,sans-serif;font-size:10pt;color:#1f2933;margin:0}
h1{font-size:22pt;margin:4px 0}table{width:100%;border-collapse:collapse}
th{background:#0b6e4f;color:#fff;text-align:left;padding:6px}td{padding:5px;border-bottom:.5px solid #cbd2d9}
tr:nth-child(even) td{background:#f5f7fa}.n{text-align:right}thead{display:table-header-group}tr{break-inside:avoid}
</style></head><body><div>MAHIR ORGANIZATION</div><h1>${title}</h1><p>Login statistics for ${period}</p>
<svg width="760" height="320" viewBox="0 0 760 320">${bars}</svg>
<table><thead><tr><th>No</th><th>Name</th><th>Email</th><th>Total Login</th><th>Last Login</th></tr></thead>
<tbody>${body}</tbody></table></body></html>`;
}

/** Fetches a report as the browser does; answers its bytes. */
async function fetchReport(baseUrl: string, who: Visitor, path: string): Promise<Buffer> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { Cookie: who.cookie } });
  if (res.status !== 200) throw new Error(`report answered ${res.status}: ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (n: number) => n.toFixed(0);

/** (a) our A3 report vs Chromium printing the same table; (b) search p95 idle vs during ten reports. */
export async function runReportBench(baseUrl: string, org: ReportOrganization): Promise<BenchResult[]> {
  const admin = await loginAs(baseUrl, 'admin@demo.my');
  const client = httpClient(baseUrl, PARALLEL_REPORTS + 2, admin);
  const reportPath = `/ajax/v2/admin/organization/statistic/report.pdf?organization_id=${org.id}&month=${org.month}&year=${org.year}`;
  const print = await client.send({
    method: 'POST',
    path: '/ajax/v2/admin/organization/statistic/listed_print',
    body: { organization_id: org.id, month: org.month, year: org.year },
  });
  const stats = await client.send({
    method: 'POST',
    path: '/ajax/v2/admin/organization/statistics',
    body: { organization_id: org.id, month: org.month, year: org.year },
  });
  const printed = JSON.parse(print.body) as {
    data: {
      label: string;
      stats: Array<{ name: string; email: string; total_login: number; last_login: string | null }>;
    };
  };
  const chart = JSON.parse(stats.body) as { data: { total: number[] } };
  const rows = printed.data.stats.map(
    (s) => [s.name, s.email, s.total_login, s.last_login ?? '-'] as [string, string, number, string],
  );
  const html = reportHtml(
    printed.data.label,
    `${MONTH_NAMES[org.month - 1]} ${org.year}`,
    rows,
    chart.data.total,
  );

  const executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const ours: number[] = [];
  const theirs: number[] = [];
  let ourBytes = 0;
  let theirBytes = 0;
  try {
    // One warm-up each (the report worker's first start, Chromium's first page), then alternating rounds.
    await fetchReport(baseUrl, admin, reportPath);
    const warm = await browser.newPage();
    await warm.setContent('<p>warm</p>');
    await warm.pdf({ format: 'A3' });
    await warm.close();
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      ourBytes = (await fetchReport(baseUrl, admin, reportPath)).length;
      ours.push(performance.now() - started);
      started = performance.now();
      const page = await browser.newPage();
      await page.setContent(html);
      const pdf = await page.pdf({ format: 'A3', printBackground: true });
      await page.close();
      theirs.push(performance.now() - started);
      theirBytes = pdf.length;
    }
  } finally {
    await browser.close();
  }
  printTable(
    `A3 statistics report of ${REPORT_EMPLOYEES.toLocaleString('en')} employees, median of ${ROUNDS} alternating rounds (ms)`,
    ['renderer', 'median', 'runs', 'PDF bytes'],
    [
      [
        'our server: GET report.pdf over HTTP (queries + @react-pdf in a worker)',
        ms(median(ours)),
        ours.map(ms).join(' / '),
        String(ourBytes),
      ],
      [
        'headless Chromium: setContent + page.pdf A3 (same rows)',
        ms(median(theirs)),
        theirs.map(ms).join(' / '),
        String(theirBytes),
      ],
    ],
  );

  const search = await searchUnderLoad(
    client,
    SEARCH_SAMPLES,
    `${PARALLEL_REPORTS} A3 reports in flight`,
    async (stopped) => {
      let done = 0;
      await Promise.all(
        Array.from({ length: PARALLEL_REPORTS }, async () => {
          while (!stopped()) {
            await fetchReport(baseUrl, admin, reportPath);
            done += 1;
          }
        }),
      );
      return done;
    },
  );
  client.close();
  return [
    [
      `A3 report (${REPORT_EMPLOYEES} employees) no slower than headless Chromium`,
      median(ours) <= median(theirs),
      `${ms(median(ours))} vs ${ms(median(theirs))} ms`,
    ],
    [
      `search p95 with ${PARALLEL_REPORTS} reports <= ${TARGET_LOAD_RATIO} x idle`,
      search.ratio <= TARGET_LOAD_RATIO,
      `${search.loadedP95.toFixed(2)} vs ${search.idleP95.toFixed(2)} ms = ${search.ratio.toFixed(2)} x`,
    ],
  ];
}
