import { type ChildProcess, fork } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');
let built: Promise<string> | undefined;

/**
 * The bench's server process compiled as `npm run build` compiles the server (same bundler settings, into
 * server/dist beside main.js), once per bench process: the benches measure the JavaScript `npm start` runs, not
 * TypeScript through tsx, whose loader and source compilation add start time and memory the product never has.
 */
function compiledBenchServer(): Promise<string> {
  built ??= (async () => {
    const { buildServer } = (await import(join(root, 'scripts', 'build-server.mjs'))) as {
      buildServer(extraEntries: Record<string, string>): Promise<number>;
    };
    await buildServer({ 'bench-server': 'tests/bench/bench-server.ts' });
    return join(root, 'server', 'dist', 'bench-server.js');
  })();
  return built;
}

/** The app running in a child process. */
export interface BenchServer {
  url: string;
  /** The child's process id, to sample its memory. */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the real server in a child process on the given data folder and waits until it listens. */
export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const child: ChildProcess = fork(await compiledBenchServer(), [], {
    // As `npm start` runs it: plain node, no flags (scripts/start.mjs).
    execArgv: [],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const fail = (code: number | null) => reject(new Error(`bench server exited early (${code})`));
    child.once('exit', fail);
    child.once('message', (message) => {
      child.off('exit', fail);
      const { port } = message as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid ?? 0,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.disconnect();
          }),
      });
    });
  });
}
