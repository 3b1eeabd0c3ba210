import type { BenchRequest } from './http-load';
import type { Client, Scenario } from './scale-scenarios';
import { percentile } from './stats';

/** One scenario at one data size: its latency percentiles and its throughput beside the trivial route's. */
export interface ScenarioResult {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  opsPerS: number;
  healthPerS: number;
  /** CPU milliseconds per operation of the app and the database server's processes (PostgreSQL). */
  cpuMsPerOp: number;
  /** The database's part of it (0 on SQLite, which runs inside the app). */
  dbCpuMsPerOp: number;
}

/** Reads the CPU seconds used so far by the app and by the database server's processes. */
export interface CpuSampler {
  sample(): Promise<{ app: number; db: number }>;
}

/** CPU seconds used between two samples: all of it and the database's part. */
function cpuBetween(before: { app: number; db: number }, after: { app: number; db: number }) {
  return { all: after.app - before.app + after.db - before.db, db: after.db - before.db };
}

async function sendAll(client: Client, requests: readonly BenchRequest[]): Promise<void> {
  for (const req of requests) {
    const res = await client.send(req);
    if (res.status !== 200)
      throw new Error(`${req.method} ${req.path} answered ${res.status}: ${res.body.slice(0, 300)}`);
  }
}

/** Keeps `concurrency` operations in flight for about a second; answers how many finished and in what time. */
async function slice(
  concurrency: number,
  next: (w: number) => Promise<void>,
  seconds: number,
): Promise<{ done: number; seconds: number }> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      while (performance.now() < deadline) {
        await next(w);
        done += 1;
      }
    }),
  );
  return { done, seconds: (performance.now() - started) / 1000 };
}

/**
 * Times `samples` operations one after another (p50, p95, p99), then measures operations per second in
 * alternating one-second slices with `GET /healthz` at the same concurrency, `seconds` slices each.
 */
export async function measureScenario(
  scenario: Scenario,
  health: Client,
  healthRequest: BenchRequest,
  seconds: number,
  cpu: CpuSampler,
): Promise<ScenarioResult> {
  let i = 0;
  const warm = scenario.op(0, i++);
  await sendAll(warm.client, warm.requests);
  const latencies: number[] = [];
  for (let k = 0; k < scenario.samples; k++) {
    const { client, requests } = scenario.op(0, i++);
    const started = performance.now();
    await sendAll(client, requests);
    latencies.push(performance.now() - started);
  }
  const ops = { done: 0, seconds: 0, cpu: 0, dbCpu: 0 };
  const checks = { done: 0, seconds: 0 };
  for (let s = 0; s < seconds; s++) {
    const h = await slice(scenario.concurrency, () => sendAll(health, [healthRequest]), 1);
    checks.done += h.done;
    checks.seconds += h.seconds;
    const cpuBefore = await cpu.sample();
    const o = await slice(
      scenario.concurrency,
      (w) => {
        const { client, requests } = scenario.op(w, i++);
        return sendAll(client, requests);
      },
      1,
    );
    const used = cpuBetween(cpuBefore, await cpu.sample());
    ops.cpu += used.all;
    ops.dbCpu += used.db;
    ops.done += o.done;
    ops.seconds += o.seconds;
  }
  return {
    name: scenario.name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    opsPerS: ops.done / ops.seconds,
    healthPerS: checks.done / checks.seconds,
    cpuMsPerOp: (ops.cpu * 1000) / ops.done,
    dbCpuMsPerOp: (ops.dbCpu * 1000) / ops.done,
  };
}

/**
 * Requests per second of the same workload against one instance and against two (half the connections
 * each), in alternating one-second slices, and the CPU per request (app and database) while one serves it.
 */
export async function instanceThroughput(
  one: Client,
  two: readonly [Client, Client],
  requests: readonly BenchRequest[],
  concurrency: number,
  seconds: number,
  cpu: CpuSampler,
): Promise<{ one: number; two: number; cpuMsPerRequest: number; dbCpuMsPerRequest: number }> {
  let i = 0;
  const next = (client: Client) => sendAll(client, [requests[i++ % requests.length] as BenchRequest]);
  const single = { done: 0, seconds: 0, cpu: 0, dbCpu: 0 };
  const pair = { done: 0, seconds: 0 };
  for (let s = 0; s < seconds; s++) {
    const cpuBefore = await cpu.sample();
    const a = await slice(concurrency, () => next(one), 1);
    const used = cpuBetween(cpuBefore, await cpu.sample());
    single.cpu += used.all;
    single.dbCpu += used.db;
    single.done += a.done;
    single.seconds += a.seconds;
    const b = await slice(concurrency, (w) => next(two[w % 2] as Client), 1);
    pair.done += b.done;
    pair.seconds += b.seconds;
  }
  return {
    one: single.done / single.seconds,
    two: pair.done / pair.seconds,
    cpuMsPerRequest: (single.cpu * 1000) / single.done,
    dbCpuMsPerRequest: (single.dbCpu * 1000) / single.done,
  };
}
