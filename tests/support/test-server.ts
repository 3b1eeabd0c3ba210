import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Db } from '@mahir/db';
import { type AppContext, createApp, createAppContext } from '@mahir/server';
import { loadConfig } from '@mahir/server/config';
import { createLogger } from '@mahir/server/logger';
import type { Readiness } from '@mahir/server/system/readiness';
import { inject } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from './databases';

export type DialectName = 'sqlite' | 'postgres';

/** The dialects this run covers: SQLite always, PostgreSQL when its template was made. */
export function dialects(): DialectName[] {
  return inject('postgresTemplate') ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestServer {
  url: string;
  db: Db;
  /** The context the app was built from; job runners in tests are built from it too. */
  context: AppContext;
  /** The SQLite file or the PostgreSQL URL the server uses. */
  databaseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** Starts the real app on a private copy of the seeded demo database, on an ephemeral port. */
export async function startTestServer(
  dialect: DialectName,
  options: {
    busyTimeoutMs?: number;
    env?: Record<string, string>;
    /** The instance's start and stop state, for `/readyz`; ready by default. */
    readiness?: Readiness;
    /** Where to listen (loopback by default). */
    host?: string;
    /**
     * Another instance of that server: this one joins its database, as instances behind a load balancer do
     * (its own context, app, pool and data folder, the same APP_SECRET), and leaves the database to it.
     * Unset, the server gets a throwaway copy of the seeded demo of its own.
     */
    instanceOf?: TestServer;
  } = {},
): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'mahir-srv-'));
  const dataDir = join(root, 'data');
  let databaseUrl: string;
  let pgName: string | null = null;
  const template = dialect === 'sqlite' ? inject('sqliteTemplate') : inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL template missing');
  cpSync(template.dataDir, dataDir, { recursive: true });
  if (options.instanceOf) {
    databaseUrl = options.instanceOf.databaseUrl;
  } else if (dialect === 'sqlite') {
    databaseUrl = join(dataDir, 'mahir.sqlite');
  } else {
    const created = await createPostgresDatabase('mahir_t', inject('postgresTemplate')?.name ?? '');
    pgName = created.name;
    databaseUrl = created.url;
  }
  const config = {
    // The run's environment (payment keys the tests sign with) plus this server's own settings.
    ...loadConfig({
      ...process.env,
      ...options.env,
      ...(options.instanceOf && { APP_SECRET: options.instanceOf.context.config.appSecret }),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
    }),
    port: 0,
  };
  // Dropping the throwaway database terminates its connections; that is expected here.
  const db = createDb({
    url: databaseUrl,
    poolSize: 4,
    onPoolError: () => undefined,
    busyTimeoutMs: options.busyTimeoutMs,
  });
  const context = createAppContext({
    config,
    db,
    logger: createLogger('silent'),
    readiness: options.readiness,
  });
  const app = createApp(context);
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    context,
    databaseUrl,
    dataDir,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A test may already have closed the database (to see how the server answers without it).
      await db.destroy().catch(() => undefined);
      if (pgName) await dropPostgresDatabase(pgName);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
