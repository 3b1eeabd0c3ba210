import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..', '..', '..');

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** The real server (`server/src/main.ts`) in its own process, as `npm start` runs it. */
export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Ends the process with a signal and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the server on a data folder (SQLite, already seeded) and waits until `/healthz` answers. */
export async function startChildServer(dataDir: string, port: number): Promise<ChildServer> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  env.DATABASE_URL = undefined;
  env.NODE_ENV = 'test';
  env.SEED = '0';
  env.LOG_LEVEL = 'silent';
  // node itself with tsx's loader (not the tsx CLI, which would put a second process in between), so a
  // signal reaches the server.
  const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'src', 'main.ts')], {
    cwd: ROOT,
    env: Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = `${stderr}${chunk.toString()}`.slice(-4000);
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
