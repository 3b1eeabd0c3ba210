import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/databases';
import { groupAlive } from '../support/process-group';
import { dialects } from '../support/test-server';

const ROOT = join(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm start` in its own process group on a scratch data folder; its output is kept for failures. */
function npmStart(port: number, dataDir: string, databaseUrl: string) {
  const dist = mkdtempSync(join(tmpdir(), 'mahir-nodist-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED: '0',
    LOG_LEVEL: 'warn',
    // Builds made elsewhere: npm start does not build the clients for this test.
    STOREFRONT_DIST: dist,
    BACKOFFICE_DIST: dist,
  };
  delete env.NODE_ENV;
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, output: () => output, dist };
}

async function waitUntilUp(port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`npm start did not come up:\n${output()}`);
}

/** A login whose body is still arriving: a request in flight. Resolves with its status once answered. */
async function slowRequest(port: number): Promise<{ sent: () => void; status: Promise<number> }> {
  const csrf = await fetch(`http://127.0.0.1:${port}/ajax/v2/auth/csrf`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = ((await csrf.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const body = JSON.stringify({ email: 'nobody@example.my', password: 'not-a-password' });
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/ajax/v2/auth/login',
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'X-CSRF-TOKEN': token,
      Cookie: cookie,
    },
  });
  const status = new Promise<number>((resolve, reject) => {
    req.once('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
  });
  req.write(body.slice(0, 10));
  return {
    sent: () => req.end(body.slice(10)),
    status,
  };
}

describe.each(dialects())('npm start stops cleanly on a signal on %s', (dialect) => {
  const groups: number[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    // Anything a failed run left behind is ended by its process group id.
    for (const pgid of groups) if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
    for (const clean of cleanups) await clean();
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to the npm process: requests in flight finish, the port closes, exit 0 within 10 s, nothing left`, async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'mahir-start-'));
      let databaseUrl = join(dataDir, 'mahir.sqlite');
      if (dialect === 'postgres') {
        const created = await createPostgresDatabase('mahir_start');
        databaseUrl = created.url;
        cleanups.push(() => dropPostgresDatabase(created.name));
      }
      const port = await freePort();
      const run = npmStart(port, dataDir, databaseUrl);
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      cleanups.push(() => rmSync(run.dist, { recursive: true, force: true }));
      const pgid = run.child.pid ?? 0;
      groups.push(pgid);
      await waitUntilUp(port, run.child, run.output);

      const inFlight = await slowRequest(port);
      // An idle keep-alive connection must not hold the stop up either.
      const idle = connect(port, '127.0.0.1');
      // The stopping server ends it, with a FIN or a reset (ECONNRESET): either is the end expected, not an error.
      idle.on('error', () => undefined);
      const idleEnded = new Promise<void>((resolve) => idle.once('close', () => resolve()));
      await new Promise((resolve) => idle.once('connect', resolve));
      const started = Date.now();
      process.kill(pgid, signal);
      await sleep(300);
      inFlight.sent();
      expect(await inFlight.status).toBe(422);

      const { code } = await run.exited;
      const took = Date.now() - started;
      expect(code, run.output()).toBe(0);
      // Well inside the 10 s contract: the graceful path, not the stop deadline (8 s), ended it.
      expect(took).toBeLessThan(8_000);
      expect(await portOpen(port)).toBe(false);
      // No process of the group (npm, the start script, the server) is left.
      for (let i = 0; i < 20 && groupAlive(pgid); i++) await sleep(100);
      expect(groupAlive(pgid)).toBe(false);
      await idleEnded;
    }, 180_000);
  }
});
