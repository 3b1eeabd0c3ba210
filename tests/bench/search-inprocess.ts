import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '@mahir/db';
import { VISITOR } from '@mahir/server/access/actor';
import { createCatalogueService } from '@mahir/server/catalogue/catalogue.service';
import type { CatalogueSearchBody } from '@mahir/shared';
import { searchRequests } from './search-workload';

// Catalogue search through the service in this process, page cache off, on a generated scale database:
// `npx tsx tests/bench/search-inprocess.ts --database <url> [--runs 3]`. Each of the bench's 510 searches (51
// keyword/filter pairs by 10 pages) runs `runs` times and its fastest run is kept (the figure a loaded machine
// disturbs least); prints wall-clock p50/p95/p99/max, this process's CPU per search and the slowest searches.
const { values } = parseArgs({
  options: { database: { type: 'string' }, runs: { type: 'string', default: '3' } },
});
if (!values.database) throw new Error('--database <url> is required');
const db = createDb({ url: values.database });
await migrateToLatest(db);
const catalogue = createCatalogueService(db, { pageTtlMs: 0 });
const requests = searchRequests(510);
const times: Array<{ ms: number; cpu: number; what: string }> = [];
for (const r of requests) {
  const page = Number(new URL(r.path, 'http://x').searchParams.get('page'));
  const body = r.body as CatalogueSearchBody;
  let best = Number.POSITIVE_INFINITY;
  let cpu = Number.POSITIVE_INFINITY;
  for (let i = 0; i < Number(values.runs); i++) {
    const used = process.cpuUsage();
    const started = performance.now();
    await catalogue.search(VISITOR, body, page);
    best = Math.min(best, performance.now() - started);
    const spent = process.cpuUsage(used);
    cpu = Math.min(cpu, (spent.user + spent.system) / 1000);
  }
  times.push({ ms: best, cpu, what: `${JSON.stringify(body)} page ${page}` });
}
const sorted = [...times].sort((a, b) => a.ms - b.ms);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.ms ?? 0;
console.log(
  `searches ${sorted.length}: p50 ${at(0.5).toFixed(2)} p95 ${at(0.95).toFixed(2)} p99 ${at(0.99).toFixed(2)} max ${at(1).toFixed(2)} ms`,
);
const cpus = times.map((t) => t.cpu).sort((a, b) => a - b);
const cpuAt = (q: number) => cpus[Math.min(cpus.length - 1, Math.floor(q * cpus.length))] ?? 0;
console.log(
  `CPU of this process (all of a SQLite search; PostgreSQL's own work not included): p50 ${cpuAt(0.5).toFixed(2)} p95 ${cpuAt(0.95).toFixed(2)} p99 ${cpuAt(0.99).toFixed(2)} ms`,
);
for (const t of sorted.slice(-12).reverse())
  console.log(`  ${t.ms.toFixed(2)} ms (CPU ${t.cpu.toFixed(2)})  ${t.what}`);
await db.destroy();
