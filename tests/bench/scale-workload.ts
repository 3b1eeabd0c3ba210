import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '@mahir/db';
import { seedDemo } from '@mahir/seed';
import { createPostgresDatabase, dropPostgresDatabase, postgresAvailable } from '../support/databases';
import type { BenchResult } from './bench-cli';
import { httpClient, startVisitor } from './http-load';
import { cpuSampler } from './process-cpu';
import { describeScaleData, generateScaleData, type ScaleData } from './scale-data';
import { instanceThroughput, measureScenario, type ScenarioResult } from './scale-measure';
import {
  HEALTH,
  loadTargets,
  mixedVisitorRequests,
  scaleScenarios,
  scenarioClients,
} from './scale-scenarios';
import { startBenchServer } from './server-process';
import { printTable } from './stats';

// Scale bench (issue 18 "Speed"): `npx tsx tests/bench/scale.ts [--sizes 10000,100000,1000000] [--db sqlite,postgres]
// [--seconds 3] [--instances] [--uploads] [--database <url of a database generated before, for one size>]
// [--scenarios <name part,...>]`. For each database and size: a scratch database with the demo and the generated
// data, the built app in a child process with the catalogue page cache off, every scenario timed sequentially
// (p50/p95/p99) and measured for throughput beside GET /healthz in alternating slices of the same run.
const TARGET_SEARCH_P95_MS = 10;
const TARGET_SEARCH_RATIO = 0.5;
const TARGET_GROWTH = 2;
const TARGET_TWO_INSTANCES = 1.7;
const MIXED_CONCURRENCY = 16;
const BUYERS = 8;

type Dialect = 'sqlite' | 'postgres';

interface SizeRun {
  size: number;
  data: ScaleData;
  results: ScenarioResult[];
  instances: { one: number; two: number; cpuMsPerRequest: number; dbCpuMsPerRequest: number } | null;
}

/** A scratch database of either kind: its URL, data folder and how to throw it away. */
async function scratchDatabase(dialect: Dialect) {
  const dataDir = mkdtempSync(join(tmpdir(), 'mahir-scale-'));
  if (dialect === 'sqlite')
    return {
      dataDir,
      url: join(dataDir, 'mahir.sqlite'),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  const created = await createPostgresDatabase('mahir_scale_bench');
  return {
    dataDir,
    url: created.url,
    drop: async () => {
      await dropPostgresDatabase(created.name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** A database generated before (`--database`): used as it is and kept. */
function existingDatabase(url: string) {
  const dataDir = /^postgres(ql)?:/.test(url) ? mkdtempSync(join(tmpdir(), 'mahir-scale-')) : dirname(url);
  return { dataDir, url, drop: async () => undefined };
}

async function runSize(
  dialect: Dialect,
  size: number,
  options: {
    seconds: number;
    instances: boolean;
    database: string | undefined;
    port: number;
    scenarios: string[];
  },
): Promise<SizeRun> {
  const { seconds, instances } = options;
  const scratch = options.database ? existingDatabase(options.database) : await scratchDatabase(dialect);
  try {
    const db = createDb({ url: scratch.url });
    let data: ScaleData;
    try {
      if (options.database) {
        // Migrations added since it was generated (new indexes) apply to it as to a live database.
        await migrateToLatest(db);
        data = await describeScaleData(db, size);
      } else {
        await migrateToLatest(db);
        await seedDemo(db, { dataDir: scratch.dataDir });
        data = await generateScaleData(db, size);
      }
    } finally {
      await db.destroy();
    }
    console.log(
      `  ${dialect} ${size.toLocaleString('en')}: ${data.courses.toLocaleString('en')} courses, ${data.chapters.toLocaleString('en')} chapters, ` +
        `${data.modules.toLocaleString('en')} modules, ${data.pupils.toLocaleString('en')} pupils, ${data.orders.toLocaleString('en')} orders, ` +
        `${data.subscriptions.toLocaleString('en')} subscriptions, ${data.commissions.toLocaleString('en')} commissions, ` +
        `${data.logins.toLocaleString('en')} logins generated in ${(data.ms / 1000).toFixed(1)} s`,
    );
    const targets = await loadTargets(scratch.url, data);
    const root = resolve(import.meta.dirname, '..', '..');
    const env = {
      DATA_DIR: scratch.dataDir,
      DATABASE_URL: scratch.url,
      BENCH_CACHE: 'off',
      STOREFRONT_DIST: process.env.STOREFRONT_DIST ?? join(root, 'storefront', 'dist'),
    };
    const server = await startBenchServer({ ...env, BENCH_PORT: String(options.port) });
    const results: ScenarioResult[] = [];
    let pair: SizeRun['instances'] = null;
    const cpu = await cpuSampler([server.pid], scratch.url);
    try {
      const clients = await scenarioClients(server.url, BUYERS);
      try {
        for (const scenario of scaleScenarios(targets, clients).filter(
          (x) => options.scenarios.length === 0 || options.scenarios.some((name) => x.name.includes(name)),
        ))
          results.push(await measureScenario(scenario, clients.visitor, HEALTH, seconds, cpu));
      } finally {
        clients.close();
      }
      if (instances) {
        const second = await startBenchServer({ ...env, BENCH_PORT: String(options.port + 1) });
        try {
          const one = httpClient(server.url, MIXED_CONCURRENCY, await startVisitor(server.url));
          const a = httpClient(server.url, MIXED_CONCURRENCY / 2, await startVisitor(server.url));
          const b = httpClient(second.url, MIXED_CONCURRENCY / 2, await startVisitor(second.url));
          pair = await instanceThroughput(
            one,
            [a, b],
            mixedVisitorRequests(targets, 3000),
            MIXED_CONCURRENCY,
            Math.max(3, seconds),
            cpu,
          );
          for (const c of [one, a, b]) c.close();
        } finally {
          await second.stop();
        }
      }
    } finally {
      await cpu.close();
      await server.stop();
    }
    return { size, data, results, instances: pair };
  } finally {
    await scratch.drop();
  }
}

/**
 * p95 growth corrected for how busy the machine was: scaled by the trivial route's throughput after over
 * before (a machine half as fast in the second run halves the growth). A rough correction for a shared machine.
 */
function machineAdjusted(before: ScenarioResult, after: ScenarioResult): number {
  return (after.p95 / before.p95) * (after.healthPerS / before.healthPerS);
}

function printDialect(dialect: Dialect, runs: SizeRun[]): void {
  const rows = runs.flatMap((run) =>
    run.results.map((r) => [
      r.name,
      run.size.toLocaleString('en'),
      fmt(r.opsPerS, 0),
      fmt(r.healthPerS, 0),
      fmt(r.opsPerS / r.healthPerS, 2),
      fmt(r.p50, 2),
      fmt(r.p95, 2),
      fmt(r.p99, 2),
      fmt(r.cpuMsPerOp, 2),
      fmt(r.dbCpuMsPerOp, 2),
    ]),
  );
  printTable(
    `${dialect}: each scenario beside GET /healthz in the same run (ops/s at the scenario's concurrency; latency ms, sequential)`,
    ['scenario', 'courses', 'ops/s', 'healthz/s', 'ratio', 'p50', 'p95', 'p99', 'CPU ms/op', 'of which db'],
    rows,
  );
  if (runs.length > 1) {
    const names = runs[0]?.results.map((r) => r.name) ?? [];
    printTable(
      `${dialect}: growth of p95 and CPU per operation from each size to the next`,
      [
        'scenario',
        ...runs
          .slice(1)
          .map((r, k) => `${(runs[k]?.size ?? 0).toLocaleString('en')} -> ${r.size.toLocaleString('en')}`),
      ],
      names.map((name) => [
        name,
        ...runs.slice(1).map((run, k) => {
          const before = runs[k]?.results.find((r) => r.name === name);
          const after = run.results.find((r) => r.name === name);
          if (!before || !after) return '-';
          return (
            `p95 x${fmt(after.p95 / before.p95, 2)} (x${fmt(machineAdjusted(before, after), 2)} adjusted), ` +
            `CPU/op x${fmt(after.cpuMsPerOp / before.cpuMsPerOp, 2)}`
          );
        }),
      ]),
    );
  }
  const pairs = runs.filter((r) => r.instances);
  if (pairs.length > 0)
    printTable(
      `${dialect}: mixed visitor workload (search, course page, chapter list), ${MIXED_CONCURRENCY} connections, one instance vs two (req/s)`,
      ['courses', 'one instance', 'two instances', 'ratio', 'CPU ms/request (one)', 'of which db'],
      pairs.map((r) => {
        const { one, two, cpuMsPerRequest, dbCpuMsPerRequest } = r.instances ?? {
          one: 0,
          two: 0,
          cpuMsPerRequest: 0,
          dbCpuMsPerRequest: 0,
        };
        return [
          r.size.toLocaleString('en'),
          fmt(one, 0),
          fmt(two, 0),
          fmt(two / one, 2),
          fmt(cpuMsPerRequest, 2),
          fmt(dbCpuMsPerRequest, 2),
        ];
      }),
    );
}

function verdicts(dialect: Dialect, runs: SizeRun[]): BenchResult[] {
  const out: BenchResult[] = [];
  const largest = runs[runs.length - 1];
  const search = largest?.results[0];
  if (largest && search) {
    const at = `${dialect} at ${largest.size.toLocaleString('en')} courses`;
    out.push([
      `${at}: catalogue search p95 < ${TARGET_SEARCH_P95_MS} ms (cache off)`,
      search.p95 < TARGET_SEARCH_P95_MS,
      `${fmt(search.p95, 2)} ms`,
    ]);
    const ratio = search.opsPerS / search.healthPerS;
    out.push([
      `${at}: search throughput >= ${TARGET_SEARCH_RATIO} x healthz (cache off)`,
      ratio >= TARGET_SEARCH_RATIO,
      `${fmt(ratio, 2)} x`,
    ]);
  }
  for (let k = 1; k < runs.length; k++) {
    const before = runs[k - 1];
    const after = runs[k];
    if (!before || !after) continue;
    for (const r of after.results) {
      const b = before.results.find((x) => x.name === r.name);
      if (!b) continue;
      const growth = r.p95 / b.p95;
      out.push([
        `${dialect} ${r.name}: p95 growth ${before.size.toLocaleString('en')} -> ${after.size.toLocaleString('en')} <= ${TARGET_GROWTH} x`,
        growth <= TARGET_GROWTH,
        `${fmt(b.p95, 2)} -> ${fmt(r.p95, 2)} ms = ${fmt(growth, 2)} x (${fmt(machineAdjusted(b, r), 2)} x adjusted ` +
          `for the trivial route's throughput, CPU per operation ${fmt(r.cpuMsPerOp / b.cpuMsPerOp, 2)} x)`,
      ]);
    }
  }
  for (const run of runs) {
    if (!run.instances) continue;
    const ratio = run.instances.two / run.instances.one;
    out.push([
      `${dialect} at ${run.size.toLocaleString('en')}: two instances >= ${TARGET_TWO_INSTANCES} x one on the mixed visitor workload`,
      ratio >= TARGET_TWO_INSTANCES,
      `${fmt(ratio, 2)} x`,
    ]);
  }
  return out;
}

/**
 * The tus upload scenario (1 GB to disk and to the bucket, throughput ratio and resident memory) is the storage
 * bench's: run as it is, in its own process, with its tables and verdict printed as it goes.
 */
function storageBench(): Promise<BenchResult> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'storage.ts')], {
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      done(['tus upload of 1 GB, bucket vs disk and memory (storage bench)', code === 0, `exit ${code}`]),
    );
  });
}

/** Options of the scale bench, from the command line (defaults: every size, both databases, 3 s slices). */
export function scaleOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      sizes: { type: 'string', default: '10000,100000,1000000' },
      db: { type: 'string', default: 'sqlite,postgres' },
      seconds: { type: 'string', default: '3' },
      instances: { type: 'boolean', default: false },
      /** An already generated scale database of the one size given (SQLite file or PostgreSQL URL), kept. */
      database: { type: 'string' },
      /** Also the tus uploads of 1 GB to disk and to the bucket: the storage bench, in its own process. */
      uploads: { type: 'boolean', default: false },
      /** The first of the two ports the app instances listen on. */
      port: { type: 'string', default: '9500' },
      /** Only the scenarios whose name contains one of these (comma-separated), e.g. `catalogue search`. */
      scenarios: { type: 'string', default: '' },
    },
  });
  return {
    sizes: values.sizes
      .split(',')
      .map(Number)
      .filter((n) => n > 0),
    dialects: values.db.split(',').filter((d): d is Dialect => d === 'sqlite' || d === 'postgres'),
    seconds: Number(values.seconds),
    instances: values.instances,
    database: values.database,
    port: Number(values.port),
    scenarios: values.scenarios.split(',').filter((x) => x.length > 0),
    uploads: values.uploads,
  };
}

/** Runs the scale bench; prints a table per database and answers the verdicts. */
export async function runScaleBench(options: ReturnType<typeof scaleOptions>): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const dialect of options.dialects) {
    if (dialect === 'postgres' && !(await postgresAvailable())) {
      console.log('PostgreSQL does not answer: skipped');
      continue;
    }
    console.log(
      `\nScale bench on ${dialect}: ${options.sizes.map((s) => s.toLocaleString('en')).join(', ')} courses`,
    );
    const runs: SizeRun[] = [];
    for (const size of options.sizes) {
      const run = await runSize(dialect, size, {
        ...options,
        instances: options.instances && dialect === 'postgres',
      });
      runs.push(run);
      // Each size's table as soon as it is measured, so a later failure does not lose it.
      printDialect(dialect, [run]);
    }
    if (runs.length > 1) printDialect(dialect, runs);
    results.push(...verdicts(dialect, runs));
  }
  if (options.uploads) results.push(await storageBench());
  return results;
}
