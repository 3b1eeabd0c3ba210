import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchResult } from './bench-cli';
import { createBenchData } from './bench-data';
import { loginTutor, streamedBytes } from './http-load';
import { startBenchServer } from './server-process';
import { printTable } from './stats';

// Target (issue 10): a tus upload of a 1 GB file over loopback reaches at least 80% of the throughput of a
// bare Node server streaming the same body to disk, measured in the same run, with the app's resident memory
// under 200 MB throughout.
const SIZE = 1024 * 1024 * 1024;
const ROUNDS = 2;
const TARGET_RATIO = 0.8;
const TARGET_RSS_MB = 200;

/** Sends one request with a streamed body; answers its status and headers once the response ends. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  size: number,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
    });
    req.on('error', reject);
    if (size > 0) streamedBytes(size, 'mahir-bench-upload ').pipe(req);
    else req.end();
  });
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function startBare(dir: string): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = fork(join(import.meta.dirname, 'bare-upload-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BARE_DIR: dir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => {
    child.once('message', (m) =>
      resolve({ url: `http://127.0.0.1:${(m as { port: number }).port}/`, stop: () => child.disconnect() }),
    );
  });
}

/** The tus upload benchmark: bare streaming server versus the app's `/files/`, alternating, best of each. */
export async function runUploadBench(): Promise<BenchResult[]> {
  console.log('Upload bench: 1 GB over loopback, bare Node server vs tus at /files/…');
  const data = await createBenchData(0);
  const bareDir = mkdtempSync(join(tmpdir(), 'mahir-bare-'));
  const server = await startBenchServer({ DATA_DIR: data.dataDir, DATABASE_URL: data.databaseUrl });
  const bare = await startBare(bareDir);
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(server.pid));
  }, 50);
  const bareMbps: number[] = [];
  const tusMbps: number[] = [];
  try {
    const tutor = await loginTutor(server.url);
    for (let round = 0; round < ROUNDS; round++) {
      let t = performance.now();
      const plain = await send(bare.url, 'POST', { 'Content-Length': String(SIZE) }, SIZE);
      if (plain.status !== 204) throw new Error(`bare server answered ${plain.status}`);
      bareMbps.push(SIZE / 1024 / 1024 / ((performance.now() - t) / 1000));
      rmSync(join(bareDir, `body-${round + 1}`), { force: true });

      const auth = { Cookie: tutor.cookie, 'X-CSRF-TOKEN': tutor.csrf, 'Tus-Resumable': '1.0.0' };
      const created = await send(
        `${server.url}/files/`,
        'POST',
        {
          ...auth,
          'Upload-Length': String(SIZE),
          'Upload-Metadata': `filename ${Buffer.from('bench.mp4').toString('base64')}`,
        },
        0,
      );
      if (created.status !== 201 || !created.location)
        throw new Error(`tus create answered ${created.status}`);
      const target = new URL(created.location, server.url).toString();
      t = performance.now();
      const patched = await send(
        target,
        'PATCH',
        {
          ...auth,
          'Content-Type': 'application/offset+octet-stream',
          'Upload-Offset': '0',
          'Content-Length': String(SIZE),
        },
        SIZE,
      );
      if (patched.status !== 204) throw new Error(`tus PATCH answered ${patched.status}`);
      tusMbps.push(SIZE / 1024 / 1024 / ((performance.now() - t) / 1000));
      await send(target, 'DELETE', auth, 0);
    }
  } finally {
    clearInterval(sampler);
    bare.stop();
    await server.stop();
    rmSync(data.dataDir, { recursive: true, force: true });
    rmSync(bareDir, { recursive: true, force: true });
  }
  const bestBare = Math.max(...bareMbps);
  const bestTus = Math.max(...tusMbps);
  const ratio = bestTus / bestBare;
  printTable(
    `Upload of 1 GB over loopback, ${ROUNDS} alternating rounds each (MB/s; best of each)`,
    ['server', 'rounds', 'best MB/s'],
    [
      ['bare Node HTTP to disk', bareMbps.map((v) => v.toFixed(0)).join(', '), bestBare.toFixed(0)],
      ['tus at /files/ (app)', tusMbps.map((v) => v.toFixed(0)).join(', '), bestTus.toFixed(0)],
      ['ratio tus / bare', '', ratio.toFixed(2)],
      ['app peak RSS (MB)', '', peakRss.toFixed(0)],
    ],
  );
  return [
    [`tus upload >= ${TARGET_RATIO} x bare Node throughput`, ratio >= TARGET_RATIO, `${ratio.toFixed(2)} x`],
    [`app RSS < ${TARGET_RSS_MB} MB during the upload`, peakRss < TARGET_RSS_MB, `${peakRss.toFixed(0)} MB`],
  ];
}
