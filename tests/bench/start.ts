// Start time and resident memory of the server run from TypeScript through tsx (before issue 18) and of the
// compiled build that `npm start` now runs, measured side by side, alternating, on one seeded data folder.
// Run alone: `npx tsx tests/bench/start.ts` (it builds the server first); `npm run bench` runs it too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../api/adversarial/support/child-server';
import { percentile, printTable } from './stats';

const root = resolve(import.meta.dirname, '..', '..');
const ROUNDS = 5;
const WARM_REQUESTS = 200;

const modes = {
  'tsx (source)': ['--import', 'tsx', 'server/src/main.ts'],
  'node (build)': ['server/dist/main.js'],
} as const;
type Mode = keyof typeof modes;

function residentKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0);
}

async function oneStart(mode: Mode, dataDir: string, seed = '0') {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...modes[mode]], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: seed,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`${mode} exited with ${child.exitCode}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - started;
  const idleKb = residentKb(child.pid ?? 0);
  for (let i = 0; i < WARM_REQUESTS; i++)
    await fetch(`${url}/ajax/v2/vod/course/search`, { method: 'POST' }).then((r) => r.arrayBuffer());
  await fetch(`${url}/`).then((r) => r.text());
  const warmKb = residentKb(child.pid ?? 0);
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  return { startMs, idleKb, warmKb };
}

export async function runStartBench(): Promise<{ ratioStart: number; ratioMemory: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mahir-start-'));
  try {
    // The first start migrates and seeds; the measured ones start on that data, as a restart does.
    await oneStart('node (build)', dataDir, '1');
    const results: Record<Mode, Array<{ startMs: number; idleKb: number; warmKb: number }>> = {
      'tsx (source)': [],
      'node (build)': [],
    };
    for (let round = 0; round < ROUNDS; round++)
      for (const mode of Object.keys(modes) as Mode[]) results[mode].push(await oneStart(mode, dataDir));
    const median = (values: number[]) => percentile(values, 50);
    const rows = (Object.keys(modes) as Mode[]).map((mode) => {
      const r = results[mode];
      return [
        mode,
        median(r.map((x) => x.startMs)).toFixed(0),
        (median(r.map((x) => x.idleKb)) / 1024).toFixed(0),
        (median(r.map((x) => x.warmKb)) / 1024).toFixed(0),
      ];
    });
    printTable(
      `Server start, median of ${ROUNDS} alternating starts on one seeded SQLite folder (to /healthz 200; RSS after start and after ${WARM_REQUESTS} requests)`,
      ['run', 'start ms', 'RSS MB idle', 'RSS MB warm'],
      rows,
    );
    const startOf = (mode: Mode) => median(results[mode].map((x) => x.startMs));
    const memoryOf = (mode: Mode) => median(results[mode].map((x) => x.warmKb));
    const ratioStart = startOf('node (build)') / startOf('tsx (source)');
    const ratioMemory = memoryOf('node (build)') / memoryOf('tsx (source)');
    console.log(`  build / source: start ${ratioStart.toFixed(2)}, warm memory ${ratioMemory.toFixed(2)}`);
    return { ratioStart, ratioMemory };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildServer } = (await import(join(root, 'scripts', 'build-server.mjs'))) as {
    buildServer(): Promise<number>;
  };
  await buildServer();
  await runStartBench();
}
