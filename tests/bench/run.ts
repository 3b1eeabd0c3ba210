import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BenchResult, exitWith, printResults } from './bench-cli';
import { createBenchData } from './bench-data';
import { runBulkImportBench } from './bulk-import-workload';
import { runCertificateBench, seedCertificates } from './certificate-workload';
import { runCommissionBench } from './commissions';
import { runCouponCheckoutBench } from './coupon-checkout-workload';
import { runDashboardBench } from './dashboard-workload';
import { runEInvoiceJobBenches } from './einvoice-job';
import { firstPageJs, rootRouteComponent } from './first-page-js';
import {
  type BenchRequest,
  httpClient,
  interleavedThroughput,
  sequentialLatencies,
  startVisitor,
} from './http-load';
import { runMoneyBench } from './money-workload';
import { runReportBench, seedReportOrganization } from './report-workload';
import { runScaleBench, scaleOptions } from './scale-workload';
import { searchRequests } from './search-workload';
import { startBenchServer } from './server-process';
import { runStartBench } from './start';
import { percentile, printTable } from './stats';
import { runUploadBench } from './upload-workload';
import { videoStartBench } from './video-start';

// Targets (issue 3): search p95 under 20 ms at 100,000 courses, search throughput at least half of a trivial
// JSON route's, and at most 150 KB of gzipped JavaScript for the storefront's first page.
const BULK_COURSES = 100_000;
const LATENCY_REQUESTS = 500;
const WARMUP_REQUESTS = 50;
const THROUGHPUT_SECONDS = 5;
const CONCURRENCY = 16;
const TARGET_P95_MS = 20;
const TARGET_RATIO = 0.5;
const TARGET_FIRST_PAGE_KB = 150;

const root = resolve(import.meta.dirname, '..', '..');
const storefrontDist = resolve(process.env.STOREFRONT_DIST ?? join(root, 'storefront', 'dist'));
const ms = (n: number) => n.toFixed(2);

async function main(): Promise<boolean> {
  // `npm run bench -- --sizes 10000 --db sqlite` narrows the scale bench (scale-workload.ts); it runs last.
  const scale = scaleOptions(process.argv.slice(2));
  console.log(
    `Seeding the demo plus ${BULK_COURSES.toLocaleString('en')} courses into a temporary SQLite file…`,
  );
  const data = await createBenchData(BULK_COURSES);
  console.log(`  seeded in ${(data.seedMs / 1000).toFixed(1)} s (${data.dataDir})`);
  const reportOrg = await seedReportOrganization(data.databaseUrl);
  const certificates = await seedCertificates(data.databaseUrl);
  const server = await startBenchServer({
    DATA_DIR: data.dataDir,
    DATABASE_URL: data.databaseUrl,
    STOREFRONT_DIST: storefrontDist,
  });
  const results: BenchResult[] = [];
  try {
    const visitor = await startVisitor(server.url);
    const sequential = httpClient(server.url, 1, visitor);
    // The warm-up asks for other pages, so every measured request is new to the server's search cache.
    await sequentialLatencies(sequential, searchRequests(WARMUP_REQUESTS, 5));
    const searches = searchRequests(LATENCY_REQUESTS);
    const latencies = await sequentialLatencies(sequential, searches);
    sequential.close();
    const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(latencies, p));
    printTable(
      `Search latency: ${LATENCY_REQUESTS} distinct sequential POST /ajax/v2/vod/course/search over HTTP (ms)`,
      ['requests', 'p50', 'p95', 'p99', 'max'],
      [[String(latencies.length), ms(p50 ?? 0), ms(p95 ?? 0), ms(p99 ?? 0), ms(Math.max(...latencies))]],
    );
    results.push([
      `search p95 < ${TARGET_P95_MS} ms`,
      (p95 ?? Infinity) < TARGET_P95_MS,
      `${ms(p95 ?? 0)} ms`,
    ]);

    const loaded = httpClient(server.url, CONCURRENCY, visitor);
    const health: BenchRequest[] = [{ method: 'GET', path: '/healthz' }];
    const [healthRps = 0, searchRps = 0] = await interleavedThroughput(
      loaded,
      [health, searches],
      CONCURRENCY,
      THROUGHPUT_SECONDS,
    );
    loaded.close();
    const ratio = searchRps / healthRps;
    printTable(
      `Throughput: ${THROUGHPUT_SECONDS} s each in alternating 1 s slices, ${CONCURRENCY} concurrent keep-alive ` +
        'connections (requests/s); the searches repeat the ones above, now answered from the 30 s search cache',
      ['route', 'req/s'],
      [
        ['GET /healthz', healthRps.toFixed(0)],
        ['POST /ajax/v2/vod/course/search', searchRps.toFixed(0)],
        ['ratio search / healthz', ratio.toFixed(2)],
      ],
    );
    results.push([
      `search RPS >= ${TARGET_RATIO} x healthz RPS`,
      ratio >= TARGET_RATIO,
      `${ratio.toFixed(2)} x`,
    ]);
    results.push(...(await runReportBench(server.url, reportOrg)));
    results.push(...(await runCertificateBench(server.url, certificates)));
  } finally {
    await server.stop();
    rmSync(data.dataDir, { recursive: true, force: true });
  }

  const routes = readFileSync(join(root, 'storefront', 'src', 'routes.tsx'), 'utf8');
  const chunks = firstPageJs(storefrontDist, rootRouteComponent(routes)).sort((a, b) => b.gzip - a.gzip);
  const totalKb = chunks.reduce((sum, c) => sum + c.gzip, 0) / 1024;
  printTable(
    `Storefront first page (/) JavaScript in ${storefrontDist}`,
    ['file', 'bytes', 'gzip -9'],
    [
      ...chunks.map((c) => [c.file, String(c.bytes), `${(c.gzip / 1024).toFixed(1)} KB`]),
      ['total', String(chunks.reduce((s, c) => s + c.bytes, 0)), `${totalKb.toFixed(1)} KB`],
    ],
  );
  results.push([
    `first page JS <= ${TARGET_FIRST_PAGE_KB} KB gzipped`,
    chunks.length > 0 && totalKb <= TARGET_FIRST_PAGE_KB,
    `${totalKb.toFixed(1)} KB`,
  ]);

  results.push(...(await runMoneyBench()));
  results.push(...(await runCouponCheckoutBench()));
  results.push(...(await runUploadBench()));
  results.push(...(await runDashboardBench()));
  results.push(...(await runCommissionBench()));
  results.push(...(await runBulkImportBench()));
  results.push(...(await runEInvoiceJobBenches()));
  results.push(...(await videoStartBench()));
  const start = await runStartBench();
  results.push([
    'built server starts no slower and holds no more memory than tsx (ratios)',
    start.ratioStart <= 1 && start.ratioMemory <= 1,
    `start ${start.ratioStart.toFixed(2)}, memory ${start.ratioMemory.toFixed(2)}`,
  ]);
  results.push(...(await runScaleBench(scale)));

  return printResults(results);
}

exitWith(main());
