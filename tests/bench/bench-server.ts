import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb } from '@mahir/db';
import { createApp } from '@mahir/server';
import { loadConfig } from '@mahir/server/config';
import { createLogger } from '@mahir/server/logger';

// The bench's server process: the real app on an already seeded database, on a free port of 127.0.0.1.
// It reports `{ port }` to the parent over IPC and stops when the parent disconnects.
const config = { ...loadConfig(), port: 0, host: '127.0.0.1' };
const db = createDb({ url: config.databaseUrl });
const app = createApp({ config, db, logger: createLogger(config.logLevel) });
const server = createServer(app.callback());
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ port });
});
process.on('disconnect', () => {
  server.close(() => {
    void db.destroy().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(0), 3000).unref();
});
