import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createApp, createAppContext } from '@mahir/server';
import { type AppConfig, loadConfig } from '@mahir/server/config';
import pino from 'pino';
import type { TestServer } from '../support/test-server';

/** A second app over a test server's database and data folder, with other settings (proxy, cookies). */
export interface VariantServer {
  url: string;
  /** What the app logged, one parsed JSON line each. */
  logs: Array<{ level: number; msg: string }>;
  close(): Promise<void>;
}

export async function startVariant(base: TestServer, overrides: Partial<AppConfig>): Promise<VariantServer> {
  const logs: VariantServer['logs'] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = {
    ...loadConfig({ DATA_DIR: base.dataDir, DATABASE_URL: 'unused', NODE_ENV: 'test' }),
    port: 0,
    ...overrides,
  };
  const app = createApp(createAppContext({ config, db: base.db, logger: pino({ level: 'warn' }, sink) }));
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A visitor's cookie and CSRF token, fetched the way a page gets them. */
export async function visitorOf(url: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${url}/ajax/v2/auth/csrf`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  const body = (await res.json()) as { data: { csrf_token: string } };
  return { cookie, csrf: body.data.csrf_token };
}

/** How many session rows the database holds. */
export async function sessionCount(base: TestServer): Promise<number> {
  const row = await base.db
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
