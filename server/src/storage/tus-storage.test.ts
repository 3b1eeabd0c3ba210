import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Locker, MemoryLocker, Server } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { S3FileStore } from './s3-file-store';
import type { S3Settings } from './s3-settings';
import { memoryLeases } from './testing/memory-leases';
import { type S3TestServer, startS3TestServer } from './testing/s3-test-server';
import { TUS_S3_PART_SIZE, tusKeyOf, tusStorage } from './tus-storage';
import { UploadLeaseLocker } from './upload-lease-locker';

const MiB = 1024 * 1024;
const TOTAL = 2 * TUS_S3_PART_SIZE + 12_345;

/** Byte `i` of the uploaded file. */
const byteAt = (i: number) => (i * 13 + (i >> 20)) & 0xff;
function bytes(from: number, to: number): Buffer {
  const out = Buffer.allocUnsafe(to - from);
  for (let i = 0; i < out.length; i++) out[i] = byteAt(from + i);
  return out;
}
const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One tus request with an optional body, sent whole. */
function send(url: string, method: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { 'Tus-Resumable': '1.0.0', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A PATCH whose client sends `body` and then goes silent with the connection open, as a laptop that lost its
 * network does. Answers a function that drops the connection, and whether the server ended the request.
 */
async function stalledPatch(url: string, offset: number, body: Buffer) {
  let ended = false;
  const req = request(url, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(offset),
    },
  });
  req.on('response', (res) => {
    res.resume();
    ended = true;
  });
  req.on('error', () => {
    ended = true;
  });
  req.on('close', () => {
    ended = true;
  });
  await new Promise<void>((resolve) => req.write(body, () => resolve()));
  return { drop: () => req.destroy(), ended: () => ended };
}

async function listen(tus: Server): Promise<{ http: HttpServer; base: string }> {
  const http = createServer((req, res) => void tus.handle(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { http, base: `http://127.0.0.1:${(http.address() as AddressInfo).port}/files` };
}

/** Two tus servers that share only the storage (and the lease table), as two instances do. */
async function twoInstances(dataDir: string, s3: S3Settings | null, locker: () => Locker) {
  const make = async () =>
    new Server({ path: '/files', ...(await tusStorage(dataDir, s3)), locker: locker() });
  const a = await listen(await make());
  const b = await listen(await make());
  return {
    a: a.base,
    b: b.base,
    close: async () => {
      for (const { http } of [a, b]) {
        http.closeAllConnections();
        await new Promise((resolve) => http.close(resolve));
      }
    },
  };
}

async function create(base: string): Promise<{ path: string; key: string }> {
  const created = await send(base, 'POST', { 'Upload-Length': String(TOTAL) });
  expect(created.status).toBe(201);
  const location = String(created.headers.location);
  const urlId = location.slice(location.lastIndexOf('/') + 1);
  const key = tusKeyOf(urlId);
  if (!key) throw new Error(`not an upload URL: ${location}`);
  return { path: `/${urlId}`, key };
}

async function offsetOn(base: string, path: string): Promise<number> {
  const head = await send(`${base}${path}`, 'HEAD', {});
  expect(head.status).toBe(200);
  return Number(head.headers['upload-offset']);
}

async function finish(base: string, path: string, from: number): Promise<void> {
  const done = await send(
    `${base}${path}`,
    'PATCH',
    { 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': String(from) },
    bytes(from, TOTAL),
  );
  expect(done.status).toBe(204);
  expect(Number(done.headers['upload-offset'])).toBe(TOTAL);
}

async function storedHash(store: FileStore, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await store.get(key)) hash.update(chunk as Uint8Array);
  return hash.digest('hex');
}

const KINDS = ['disk', 'S3 (s3rver)'] as const;

describe.each(KINDS)('tus uploads resumed on another instance: %s', (kind) => {
  let s3server: S3TestServer | null = null;
  let dataDir: string;
  let store: FileStore;
  let settings: S3Settings | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mahir-tus-'));
    if (kind === 'disk') store = new DiskFileStore(dataDir);
    else {
      s3server = await startS3TestServer();
      settings = s3server.settings;
      store = new S3FileStore(settings);
    }
  });
  afterAll(async () => {
    if (store instanceof S3FileStore) store.close();
    await s3server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes on B an upload begun on A whose connection dropped, the bytes whole at uploads/<id>', async () => {
    const leases = memoryLeases();
    const pair = await twoInstances(dataDir, settings, () => new UploadLeaseLocker(leases, { renewMs: 100 }));
    try {
      const { path, key } = await create(pair.a);
      const cut = await stalledPatch(`${pair.a}${path}`, 0, bytes(0, 9 * MiB + 777));
      cut.drop();
      // B's HEAD waits for A to store what it received, then tells where to go on from.
      let offset = 0;
      for (let i = 0; i < 50 && offset === 0; i++) {
        offset = await offsetOn(pair.b, path);
        if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(9 * MiB + 777);
      await finish(pair.b, path, offset);
      expect(await storedHash(store, key)).toBe(sha(bytes(0, TOTAL)));
      expect((await store.stat(key))?.size).toBe(TOTAL);
      if (kind !== 'disk') {
        // The tail that was under a part went up as `<id>.part` and is gone once the upload finished.
        expect(await store.exists(`${key}.part`)).toBe(false);
        expect(await store.exists(`${key}.info`)).toBe(true);
      }
    } finally {
      await pair.close();
    }
  }, 60_000);

  it('takes the upload from a stalled request on A when the client resumes on B', async () => {
    const leases = memoryLeases();
    const pair = await twoInstances(dataDir, settings, () => new UploadLeaseLocker(leases, { renewMs: 100 }));
    try {
      const { path, key } = await create(pair.a);
      // A holds the upload's lock for a request whose client is gone but whose socket stays open.
      const stalled = await stalledPatch(`${pair.a}${path}`, 0, bytes(0, 6 * MiB));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stalled.ended()).toBe(false);
      // The client comes back through B: B asks A to let go, A ends its request and stores what it got.
      const offset = await offsetOn(pair.b, path);
      expect(stalled.ended()).toBe(true);
      expect(offset).toBeGreaterThan(0);
      await finish(pair.b, path, offset);
      expect(await storedHash(store, key)).toBe(sha(bytes(0, TOTAL)));
      stalled.drop();
    } finally {
      await pair.close();
    }
  }, 60_000);
});

describe('tus uploads on disk', () => {
  it('keep the data folder layout: uploads/<hex> and its .json', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mahir-tus-'));
    const pair = await twoInstances(dataDir, null, () => new MemoryLocker());
    try {
      const { path, key } = await create(pair.a);
      await finish(pair.a, path, 0);
      const name = key.slice('uploads/'.length);
      expect(readdirSync(join(dataDir, 'uploads'))).toEqual(expect.arrayContaining([name, `${name}.json`]));
    } finally {
      await pair.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
