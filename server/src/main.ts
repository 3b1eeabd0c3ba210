import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createDb, migrateToLatest, withStartupLock } from '@mahir/db';
import { createApp } from './app';
import { createAppContext } from './app-context';
import { loadConfig } from './config';
import { gracefulStop } from './http/graceful-stop';
import { createJobRunner } from './jobs/job-runner';
import { collectJobs } from './jobs/job-set';
import { createLogger } from './logger';
import { serverModules } from './modules';
import { PID_FILE } from './ops/data-backup';
import { createFileStore } from './storage/create-file-store';
import { createReadiness } from './system/readiness';

/** How long a stop may take before what is still open is cut (the contract is exit within 10 s). */
const STOP_DEADLINE_MS = 8_000;

/** Starts the server: migrate, seed the demo on first start (demo mode), listen, and shut down cleanly. */
async function main(): Promise<void> {
  // Everything the server writes (database, secret, uploads, media) is for its own user only.
  process.umask(0o077);
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb({ url: config.databaseUrl });
  const storage = createFileStore(config.dataDir, config.s3);
  // Instances started together on one fresh PostgreSQL database take turns: the first migrates and seeds,
  // the others find it done.
  await withStartupLock(db, async () => {
    const applied = await migrateToLatest(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    // Demo mode (the default; SEED=0 turns it off) seeds an empty database. The seed and its content load
    // only then, so a server that does not seed never reads them.
    if (process.env.SEED === '0') return;
    const { seedIfEmpty } = await import('@mahir/seed');
    const started = Date.now();
    const outcome = await seedIfEmpty(db, {
      dataDir: config.dataDir,
      storeFile: async (key, path) => {
        await storage.putFile(key, path);
      },
    });
    if (outcome.state === 'seeded-now')
      logger.info(
        { ms: Date.now() - started, users: outcome.summary.users, courses: outcome.summary.courses },
        'demo data seeded',
      );
    else if (outcome.state === 'not-empty')
      logger.warn('the database holds accounts that are not the demo; the demo seed was skipped');
  });

  const readiness = createReadiness();
  const context = createAppContext({ config, db, logger, readiness, storage });
  const modules = serverModules(context);
  const app = createApp(context, modules);
  const server = createServer(app.callback());
  const connections = gracefulStop(server);
  const jobs = createJobRunner({
    db,
    logger,
    clock: context.clock,
    jobs: collectJobs(modules),
    onFailure: context.metrics.jobFailed,
  });
  if (config.runJobs !== false) jobs.start();
  else logger.info('JOBS=0: this instance runs no scheduled jobs or outbox handlers');
  server.keepAliveTimeout = 65_000;
  // The pid in the data folder tells `npm run restore` that this folder is in use.
  const pidFile = join(config.dataDir, PID_FILE);
  server.listen(config.port, config.host, () => {
    writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
    readiness.ready();
    logger.info({ url: config.publicUrl }, `Mahir is running on ${config.publicUrl}`);
  });

  // SIGTERM or SIGINT: stop taking connections, let requests in flight finish and the job runner reach the
  // end of its tick, close the database, exit 0. Whatever is still open after STOP_DEADLINE_MS is cut, so
  // the process is gone within 10 s (jobs are claimed with leases and run again elsewhere).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    readiness.stopping();
    logger.info({ signal }, 'shutting down');
    rmSync(pidFile, { force: true });
    const deadline = setTimeout(() => {
      logger.warn('requests or jobs still running at the stop deadline; closing them');
      connections.cutAll();
      process.exit(0);
    }, STOP_DEADLINE_MS);
    deadline.unref();
    void Promise.all([connections.stop(), jobs.stop()])
      .then(() => db.destroy())
      .catch((err: unknown) => logger.error({ err }, 'shutdown failed'))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
