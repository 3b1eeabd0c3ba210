import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDb } from '@mahir/db';
import { createApp, createAppContext, serverModules } from '@mahir/server';
import { createCatalogueService } from '@mahir/server/catalogue/catalogue.service';
import { loadConfig } from '@mahir/server/config';
import { createJobRunner } from '@mahir/server/jobs/job-runner';
import { collectJobs } from '@mahir/server/jobs/job-set';
import { createLogger } from '@mahir/server/logger';

// The bench's server process: the real app on an already seeded database, on 127.0.0.1 at BENCH_PORT (a free
// port when unset).
// It reports `{ port }` to the parent over IPC and stops when the parent disconnects.
const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
const db = createDb({ url: config.databaseUrl });
const context = createAppContext({ config, db, logger: createLogger(config.logLevel) });
// BENCH_CACHE=off: no catalogue page cache, so every search reaches the database (the scale bench).
if (process.env.BENCH_CACHE === 'off') context.catalogue = createCatalogueService(db, { pageTtlMs: 0 });
const modules = serverModules(context);
const app = createApp(context, modules);
const server = createServer(app.callback());
// The bulk import bench runs the job runner as `npm start` does, so transcoding competes with requests.
const jobs =
  process.env.BENCH_JOBS === '1'
    ? createJobRunner({ db, logger: context.logger, jobs: collectJobs(modules) })
    : null;
jobs?.start();
// BENCH_ELD=1 prints the event loop's delay every 2 s (p50/p99/max ms), to see what blocks requests.
if (process.env.BENCH_ELD === '1') {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  setInterval(() => {
    const ms = (ns: number) => (ns / 1e6).toFixed(1);
    console.error(`eld p50 ${ms(delay.percentile(50))} p99 ${ms(delay.percentile(99))} max ${ms(delay.max)}`);
    delay.reset();
  }, 2000).unref();
}
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BENCH_PORT ?? 0), '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ port });
});
process.on('disconnect', () => {
  server.close(() => {
    void (jobs?.stop() ?? Promise.resolve()).then(() => db.destroy()).finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
});
