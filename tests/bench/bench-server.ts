import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb } from '@mahir/db';
import { createApp } from '@mahir/server';
import { loadConfig } from '@mahir/server/config';
import { createJobRunner } from '@mahir/server/jobs/job-runner';
import { createLogger } from '@mahir/server/logger';

// The bench's server process: the real app on an already seeded database, on a free port of 127.0.0.1.
// It reports `{ port }` to the parent over IPC and stops when the parent disconnects.
const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
const db = createDb({ url: config.databaseUrl });
const app = createApp({ config, db, logger: createLogger(config.logLevel) });
const server = createServer(app.callback());
// The bulk import bench runs the job runner as `npm start` does, so transcoding competes with requests.
const jobs =
  process.env.BENCH_JOBS === '1' ? createJobRunner({ db, logger: createLogger(config.logLevel) }) : null;
jobs?.start();
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ port });
});
process.on('disconnect', () => {
  server.close(() => {
    void (jobs?.stop() ?? Promise.resolve()).then(() => db.destroy()).finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
});
