import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** The app running in a child process. */
export interface BenchServer {
  url: string;
  /** The child's process id, to sample its memory. */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the real server in a child process on the given data folder and waits until it listens. */
export function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const child: ChildProcess = fork(join(import.meta.dirname, 'bench-server.ts'), [], {
    // The same young-generation size `npm start` uses (scripts/start.mjs).
    execArgv: ['--import', 'tsx', '--max-semi-space-size=4'],
    // tsx compiles the server's JSX (mails, reports) by the server's tsconfig, not the root's (it has no files).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TSX_TSCONFIG_PATH: join(import.meta.dirname, '..', '..', 'server', 'tsconfig.json'),
      ...env,
    },
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
