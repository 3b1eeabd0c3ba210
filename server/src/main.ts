import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createDb, migrateToLatest } from '@mahir/db';
import { isSeeded, seedDemo } from '@mahir/db/seed';
import { createApp } from './app';
import { loadConfig } from './config';
import { createJobRunner } from './jobs/job-runner';
import { createLogger } from './logger';
import { PID_FILE } from './ops/data-backup';

/** Starts the server: migrate, seed the demo on first start, listen, and shut down cleanly. */
async function main(): Promise<void> {
  // Everything the server writes (database, secret, uploads, media) is for its own user only.
  process.umask(0o077);
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb({ url: config.databaseUrl });
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (process.env.SEED !== '0' && !(await isSeeded(db))) {
    const started = Date.now();
    const summary = await seedDemo(db, { dataDir: config.dataDir });
    logger.info(
      { ms: Date.now() - started, users: summary.users, courses: summary.courses },
      'demo data seeded',
    );
  }

  const app = createApp({ config, db, logger });
  const server = createServer(app.callback());
  const jobs = createJobRunner({ db, logger });
  jobs.start();
  server.keepAliveTimeout = 65_000;
  // The pid in the data folder tells `npm run restore` that this folder is in use.
  const pidFile = join(config.dataDir, PID_FILE);
  server.listen(config.port, config.host, () => {
    writeFileSync(pidFile, String(process.pid), { mode: 0o600 });
    logger.info({ url: config.publicUrl }, `Mahir is running on ${config.publicUrl}`);
  });

  const stop = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    rmSync(pidFile, { force: true });
    server.close(() => {
      void jobs
        .stop()
        .then(() => db.destroy())
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
