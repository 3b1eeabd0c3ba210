import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from '@mahir/server/storage/disk-file-store';
import { S3FileStore } from '@mahir/server/storage/s3-file-store';
import type { S3Settings } from '@mahir/server/storage/s3-settings';
import { startS3TestServer } from '@mahir/server/storage/testing/s3-test-server';
import { exitWith } from './bench-cli';
import { streamedBytes } from './http-load';
import { percentile, printTable } from './stats';

// Storage bench (issue 18; not part of npm test): `npx tsx tests/bench/storage.ts`.
// 1. Delivery of a 100 MB object (STORAGE_BENCH_OBJECT_MB) with ranges: streamed by the server from disk, streamed by the server from
//    S3, and a redirect to a presigned S3 URL that the client follows (Range sent to S3 itself).
// 2. A large tus upload (1 GB by default) to disk and to the bucket.
// Resident memory of the serving process and of the S3 server is sampled throughout. The S3 server is s3rver
// on this machine: its figures bound what a real bucket does, they do not measure one.
const MB = 1024 * 1024;
const OBJECT_SIZE = Number(process.env.STORAGE_BENCH_OBJECT_MB ?? 100) * MB;
const ROUNDS = 4;
const RANGE_REQUESTS = 256;
const RANGE_SIZE = 1 * MB;
const RANGE_CONCURRENCY = 8;
const FIRST_BYTE_REQUESTS = 100;
const UPLOAD_SIZE = Number(process.env.STORAGE_BENCH_UPLOAD_MB ?? 1024) * MB;
const UPLOAD_ROUNDS = 2;
const KEY = 'media/bench/object-100mb.mp4';

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** Peak resident memory of some processes while `work` runs. */
async function withPeakRss<T>(
  pids: number[],
  work: () => Promise<T>,
): Promise<{ result: T; peaks: number[] }> {
  const peaks = pids.map(() => 0);
  const timer = setInterval(() => {
    pids.forEach((pid, i) => {
      peaks[i] = Math.max(peaks[i] ?? 0, rssMb(pid));
    });
  }, 50);
  try {
    return { result: await work(), peaks };
  } finally {
    clearInterval(timer);
  }
}

const body = (size: number) => streamedBytes(size, 'mahir-storage-bench ');

interface BenchServer {
  url: string;
  pid: number;
  stop(): void;
}

function startServer(dataDir: string, s3: S3Settings | null): Promise<BenchServer> {
  const child: ChildProcess = fork(join(import.meta.dirname, 'storage-bench-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', STORAGE_BENCH: JSON.stringify({ dataDir, s3 }) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve) => {
    child.once('message', (m) =>
      resolve({
        url: `http://127.0.0.1:${(m as { port: number }).port}`,
        pid: child.pid ?? 0,
        stop: () => child.disconnect(),
      }),
    );
  });
}

/** One GET, following a redirect as a browser does (Range sent again); answers bytes read and ms taken. */
async function get(url: string, range?: string): Promise<{ bytes: number; ms: number; status: number }> {
  const t = performance.now();
  const res = await fetch(url, { headers: range ? { Range: range } : {}, redirect: 'follow' });
  let bytes = 0;
  const reader = res.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read())
    bytes += part.value.length;
  return { bytes, ms: performance.now() - t, status: res.status };
}

interface Mode {
  name: string;
  url: string;
  pids: number[];
  whole: number[];
  latencies: number[];
  rangeMbps: number[];
  firstBytes: number[];
  peaks: number[];
  /** CPU seconds of each of `pids` spent on this mode's requests, and the bytes they delivered. */
  cpu: number[];
  bytes: number;
}

/** Whole-object downloads, one at a time. */
/** Runs `work` for `mode`, adding the CPU its processes spent and the memory peak to the mode's totals. */
async function measured(mode: Mode, bytes: number, work: () => Promise<unknown>): Promise<void> {
  const before = mode.pids.map(cpuSeconds);
  const { peaks } = await withPeakRss(mode.pids, work);
  mode.cpu = mode.cpu.map((c, i) => c + cpuSeconds(mode.pids[i] ?? 0) - (before[i] ?? 0));
  mode.bytes += bytes;
  mode.peaks = mode.peaks.map((p, i) => Math.max(p, peaks[i] ?? 0));
}

async function wholeRound(mode: Mode): Promise<void> {
  await measured(mode, OBJECT_SIZE, async () => {
    const r = await get(mode.url);
    if (r.bytes !== OBJECT_SIZE) throw new Error(`${mode.name}: whole object answered ${r.bytes} bytes`);
    mode.whole.push(OBJECT_SIZE / MB / (r.ms / 1000));
  });
}

/** 1 MB ranges at random offsets, RANGE_CONCURRENCY at a time (a player seeking, several viewers). */
async function rangeRound(mode: Mode, requests: number): Promise<void> {
  let next = 0;
  const started = performance.now();
  await measured(mode, requests * RANGE_SIZE, () =>
    Promise.all(
      Array.from({ length: RANGE_CONCURRENCY }, async () => {
        while (next < requests) {
          next += 1;
          const start = Math.floor(Math.random() * (OBJECT_SIZE - RANGE_SIZE));
          const r = await get(mode.url, `bytes=${start}-${start + RANGE_SIZE - 1}`);
          if (r.status !== 206 || r.bytes !== RANGE_SIZE)
            throw new Error(`${mode.name}: range answered ${r.status}`);
          mode.latencies.push(r.ms);
        }
      }),
    ),
  );
  mode.rangeMbps.push((requests * RANGE_SIZE) / MB / ((performance.now() - started) / 1000));
}

/** Each round runs every mode in turn, so load from elsewhere on the machine falls on all of them alike. */
async function deliveryRows(modes: Mode[]): Promise<string[][]> {
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of modes) await wholeRound(mode);
    for (const mode of modes) await rangeRound(mode, RANGE_REQUESTS / ROUNDS);
    // bytes=0-1, not 0-0: s3rver answers 0-0 with the whole object.
    for (const mode of modes)
      for (let i = 0; i < FIRST_BYTE_REQUESTS / ROUNDS; i++)
        mode.firstBytes.push((await get(mode.url, 'bytes=0-1')).ms);
  }
  return modes.map((mode) => [
    mode.name,
    percentile(mode.whole, 50).toFixed(0),
    percentile(mode.rangeMbps, 50).toFixed(0),
    percentile(mode.latencies, 50).toFixed(1),
    percentile(mode.latencies, 95).toFixed(1),
    percentile(mode.firstBytes, 50).toFixed(2),
    ((mode.cpu[0] ?? 0) / (mode.bytes / 1024 / MB)).toFixed(2),
    mode.pids.length > 1 ? ((mode.cpu[1] ?? 0) / (mode.bytes / 1024 / MB)).toFixed(2) : '-',
    (mode.peaks[0] ?? 0).toFixed(0),
    mode.pids.length > 1 ? (mode.peaks[1] ?? 0).toFixed(0) : '-',
  ]);
}

function mode(name: string, url: string, pids: number[]): Mode {
  const zeros = () => pids.map(() => 0);
  const fresh = { whole: [], latencies: [], rangeMbps: [], firstBytes: [], peaks: zeros(), cpu: zeros() };
  return { name, url, pids, bytes: 0, ...fresh };
}

/** A tus upload of `size` bytes in one PATCH; answers MB/s. */
async function tusUpload(base: string, size: number): Promise<number> {
  const send = (url: string, method: string, headers: Record<string, string>, length: number) =>
    new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = request(url, { method, headers: { 'Tus-Resumable': '1.0.0', ...headers } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      });
      req.on('error', reject);
      if (length > 0) body(length).pipe(req);
      else req.end();
    });
  const created = await send(`${base}/files`, 'POST', { 'Upload-Length': String(size) }, 0);
  if (created.status !== 201 || !created.location) throw new Error(`tus create answered ${created.status}`);
  const t = performance.now();
  const patched = await send(
    created.location,
    'PATCH',
    {
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': '0',
      'Content-Length': String(size),
    },
    size,
  );
  if (patched.status !== 204) throw new Error(`tus PATCH answered ${patched.status}`);
  return size / MB / ((performance.now() - t) / 1000);
}

async function main(): Promise<void> {
  const s3server = await startS3TestServer('mahir-bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'mahir-storage-bench-'));
  const disk = new DiskFileStore(dataDir);
  const bucket = new S3FileStore(s3server.settings);
  const servers: BenchServer[] = [];
  try {
    console.log(`Storage bench: seeding a ${OBJECT_SIZE / MB} MB object on disk and in the bucket…`);
    await disk.put(KEY, body(OBJECT_SIZE));
    await bucket.put(KEY, body(OBJECT_SIZE), { contentType: 'video/mp4' });
    const onDisk = await startServer(dataDir, null);
    const onS3 = await startServer(dataDir, s3server.settings);
    servers.push(onDisk, onS3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log(
      `Idle RSS: disk server ${rssMb(onDisk.pid).toFixed(0)} MB, S3 server ${rssMb(onS3.pid).toFixed(0)} MB, s3rver ${rssMb(s3server.pid).toFixed(0)} MB`,
    );

    const rows = await deliveryRows([
      mode('disk, streamed by the server', `${onDisk.url}/object/${KEY}`, [onDisk.pid]),
      mode('S3, streamed by the server', `${onS3.url}/object/${KEY}`, [onS3.pid, s3server.pid]),
      mode('S3, 302 to a presigned URL', `${onS3.url}/redirect/${KEY}`, [onS3.pid, s3server.pid]),
    ]);
    printTable(
      `Delivery of a ${OBJECT_SIZE / MB} MB object over loopback, ${ROUNDS} interleaved rounds (whole: median; ${RANGE_REQUESTS} x 1 MB ranges, ${RANGE_CONCURRENCY} at a time; ${FIRST_BYTE_REQUESTS} x bytes=0-1)`,
      [
        'path',
        'whole MB/s',
        'ranges MB/s',
        'range p50 ms',
        'range p95 ms',
        'first bytes p50 ms',
        'app CPU s/GB',
        's3rver CPU s/GB',
        'app RSS MB',
        's3rver RSS MB',
      ],
      rows,
    );

    const targets = [
      { name: 'tus to disk (@tus/file-store)', url: onDisk.url, pids: [onDisk.pid] },
      { name: 'tus to S3 (@tus/s3-store)', url: onS3.url, pids: [onS3.pid, s3server.pid] },
      // For reference: the same bytes sent by this driver straight to s3rver through S3FileStore.put.
      { name: 'S3FileStore.put to s3rver', url: null, pids: [process.pid, s3server.pid] },
    ].map((t) => ({ ...t, mbps: [] as number[], peaks: [0, 0], cpu: [0, 0], seconds: 0 }));
    for (let round = 0; round < UPLOAD_ROUNDS; round++) {
      for (const target of targets) {
        const before = target.pids.map(cpuSeconds);
        const t = performance.now();
        const { peaks } = await withPeakRss(target.pids, async () => {
          if (target.url) await tusUpload(target.url, UPLOAD_SIZE);
          else await bucket.put('bench/direct.bin', body(UPLOAD_SIZE));
        });
        const seconds = (performance.now() - t) / 1000;
        target.mbps.push(UPLOAD_SIZE / MB / seconds);
        target.seconds += seconds;
        target.cpu = target.cpu.map((c, i) => c + cpuSeconds(target.pids[i] ?? 0) - (before[i] ?? 0));
        target.peaks = target.peaks.map((p, i) => Math.max(p, peaks[i] ?? 0));
      }
      await bucket.delete('bench/direct.bin');
    }
    const gb = (UPLOAD_ROUNDS * UPLOAD_SIZE) / 1024 / MB;
    const uploads = targets.map((t) => [
      t.name,
      t.mbps.map((v) => v.toFixed(0)).join(', '),
      Math.max(...t.mbps).toFixed(0),
      t.url ? ((t.cpu[0] ?? 0) / gb).toFixed(1) : '-',
      t.pids.length > 1 ? ((t.cpu[1] ?? 0) / gb).toFixed(1) : '-',
      t.pids.length > 1 ? `${((100 * (t.cpu[1] ?? 0)) / t.seconds).toFixed(0)} %` : '-',
      t.url ? (t.peaks[0] ?? 0).toFixed(0) : '-',
      t.pids.length > 1 ? (t.peaks[1] ?? 0).toFixed(0) : '-',
    ]);
    const ratio = Number(uploads[1]?.[2]) / Number(uploads[0]?.[2]);
    printTable(
      `Upload of ${UPLOAD_SIZE / MB} MB in one request over loopback, ${UPLOAD_ROUNDS} alternating rounds`,
      [
        'path',
        'rounds MB/s',
        'best MB/s',
        'app CPU s/GB',
        's3rver CPU s/GB',
        's3rver busy',
        'app RSS MB',
        's3rver RSS MB',
      ],
      [...uploads, ['ratio tus S3 / tus disk (best)', '', ratio.toFixed(2), '', '', '', '', '']],
    );
  } finally {
    for (const server of servers) server.stop();
    bucket.close();
    await s3server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

exitWith(main().then(() => true));
