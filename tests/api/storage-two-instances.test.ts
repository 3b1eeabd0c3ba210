import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { S3FileStore } from '@mahir/server/storage/s3-file-store';
import { type S3TestServer, startS3TestServer } from '@mahir/server/storage/testing/s3-test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { upload } from './authoring-fixtures';
import { filesUnder, objectBytes, s3Env } from './storage-fixtures';

const VIDEO = '/ajax/v2/tutor/course/upload-video';
const LESSON = new URL('../../seed/media/lesson.mp4', import.meta.url);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** One logged-in user's tus calls, sent to whichever instance is named. */
function tusOf(client: TestClient) {
  const headers = () => ({ 'Tus-Resumable': '1.0.0', Cookie: client.cookie, 'X-CSRF-TOKEN': client.csrf });
  return {
    async create(on: string, length: number): Promise<string> {
      const res = await fetch(`${on}/files/`, {
        method: 'POST',
        headers: {
          ...headers(),
          'Upload-Length': String(length),
          'Upload-Metadata': 'filename bGVzc29uLm1wNA==',
        },
      });
      expect(res.status).toBe(201);
      return new URL(res.headers.get('location') ?? '').pathname.split('/').pop() ?? '';
    },
    async offset(on: string, id: string): Promise<number> {
      const res = await fetch(`${on}/files/${id}`, { method: 'HEAD', headers: headers() });
      expect(res.status).toBe(200);
      return Number(res.headers.get('upload-offset'));
    },
    async append(on: string, id: string, offset: number, bytes: Uint8Array): Promise<number> {
      const res = await fetch(`${on}/files/${id}`, {
        method: 'PATCH',
        headers: {
          ...headers(),
          'Upload-Offset': String(offset),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: Buffer.from(bytes),
      });
      expect(res.status).toBe(204);
      return Number(res.headers.get('upload-offset'));
    },
  };
}

/**
 * A PATCH whose client sends `body` and then goes silent with the connection open, as a laptop that lost its
 * network does: the instance holds the upload's lease meanwhile. Answers whether the server ended it.
 */
async function stalledPatch(client: TestClient, url: string, offset: number, body: Buffer) {
  let ended = false;
  const req = request(url, {
    method: 'PATCH',
    headers: {
      'Tus-Resumable': '1.0.0',
      Cookie: client.cookie,
      'X-CSRF-TOKEN': client.csrf,
      'Content-Type': 'application/offset+octet-stream',
      'Upload-Offset': String(offset),
    },
  });
  const end = () => {
    ended = true;
  };
  req.on('response', (res) => {
    res.resume();
    end();
  });
  req.on('error', end);
  req.on('close', end);
  await new Promise<void>((resolve) => req.write(body, () => resolve()));
  return { ended: () => ended, drop: () => req.destroy() };
}

/** The same session on another instance: sessions and CSRF tokens live in the database and the shared secret. */
function sameSessionOn(url: string, client: TestClient): TestClient {
  const copy = new TestClient(url);
  copy.cookie = client.cookie;
  copy.csrf = client.csrf;
  return copy;
}

// Instances share one PostgreSQL database (SQLite is one machine's file) and one bucket.
describe.runIf(dialects().includes('postgres'))(
  'two instances on one PostgreSQL database and one bucket',
  () => {
    let s3: S3TestServer;
    let bucket: S3FileStore;
    let a: TestServer;
    let b: TestServer;
    let tutorOnA: TestClient;
    let tutorOnB: TestClient;

    beforeAll(async () => {
      s3 = await startS3TestServer();
      bucket = new S3FileStore(s3.settings);
      const env = { ...s3Env(s3), APP_SECRET: randomBytes(16).toString('hex') };
      a = await startTestServer('postgres', { env });
      b = await startTestServer('postgres', { env, instanceOf: a });
      tutorOnA = await clientFor(a.url, 'tutor@demo.my');
      tutorOnB = sameSessionOn(b.url, tutorOnA);
    }, 120_000);
    afterAll(async () => {
      // A made the database and drops it, so B goes first.
      await b?.close();
      await a?.close();
      bucket?.close();
      await s3?.stop();
    });

    it('finishes on B a tus upload begun on A, into the bucket and neither data folder', async () => {
      // 20 MiB: A stores whole 8 MiB parts and leaves a tail, which B must pick up.
      const bytes = randomBytes(20 * 1024 * 1024);
      const half = 10 * 1024 * 1024;
      const tus = tusOf(tutorOnA);
      const id = await tus.create(a.url, bytes.length);
      expect(await tus.append(a.url, id, 0, bytes.subarray(0, half))).toBe(half);

      expect(await tus.offset(b.url, id)).toBe(half);
      expect(await tus.append(b.url, id, half, bytes.subarray(half))).toBe(bytes.length);
      expect(await tus.offset(a.url, id)).toBe(bytes.length);

      expect(sha256(await objectBytes(bucket, `uploads/${id}`))).toBe(sha256(bytes));
      for (const instance of [a, b]) expect(filesUnder(join(instance.dataDir, 'uploads'))).toEqual([]);
      const row = await a.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row.completed).toBeTruthy();
      expect(Number(row.offset)).toBe(bytes.length);
      // No lease outlives its request.
      const leases = await a.db
        .selectFrom('upload_locks')
        .selectAll()
        .where('upload_id', '=', `uploads/${id}`)
        .execute();
      expect(leases).toEqual([]);
    });

    it('never lets two instances write one upload: a stalled request on A lets go when the client resumes on B', async () => {
      const bytes = randomBytes(12 * 1024 * 1024);
      const tus = tusOf(tutorOnA);
      const id = await tus.create(a.url, bytes.length);
      const stalled = await stalledPatch(
        tutorOnA,
        `${a.url}/files/${id}`,
        0,
        bytes.subarray(0, 6 * 1024 * 1024),
      );
      const lease = () =>
        a.db
          .selectFrom('upload_locks')
          .selectAll()
          .where('upload_id', '=', `uploads/${id}`)
          .executeTakeFirst();
      const deadline = Date.now() + 10_000;
      while (!(await lease()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      // A holds the upload in the shared table while its client is silent.
      expect(await lease()).toMatchObject({ release_requested: 0 });
      expect(stalled.ended()).toBe(false);

      // The client comes back through B: B asks A to let go, A ends its request and keeps what it got.
      const offset = await tus.offset(b.url, id);
      expect(stalled.ended()).toBe(true);
      expect(offset).toBeGreaterThan(0);
      expect(await tus.append(b.url, id, offset, bytes.subarray(offset))).toBe(bytes.length);
      expect(sha256(await objectBytes(bucket, `uploads/${id}`))).toBe(sha256(bytes));
      expect(await lease()).toBeUndefined();
      stalled.drop();
    }, 60_000);

    it('hands over on B a video uploaded half on A, half on B, and serves it from either', async () => {
      const bytes = readFileSync(LESSON);
      const half = Math.floor(bytes.length / 2);
      const tus = tusOf(tutorOnA);
      const id = await tus.create(a.url, bytes.length);
      await tus.append(a.url, id, 0, bytes.subarray(0, half));
      await tus.append(b.url, id, half, bytes.subarray(half));

      const res = await upload(tutorOnB, VIDEO, null, { upload_id: id });
      expect(res.body.data).toMatchObject({ is_format: true, type: 'mp4' });
      const row = await b.db
        .selectFrom('media_files')
        .selectAll()
        .where('hashslug', '=', res.body.data.url ?? '')
        .executeTakeFirstOrThrow();
      expect((await objectBytes(bucket, row.storage_path)).equals(bytes)).toBe(true);
      for (const instance of [a, b]) {
        expect(filesUnder(join(instance.dataDir, 'uploads'))).toEqual([]);
        expect(filesUnder(join(instance.dataDir, 'media')).filter((f) => f.includes(row.hashslug))).toEqual(
          [],
        );
      }
      // The link B signed works on A (same secret, same session): A sends the tutor to the bucket too.
      const link = new URL(res.body.data.full_url ?? '', b.url);
      const onA = await fetch(`${a.url}${link.pathname}${link.search}`, {
        headers: { Cookie: tutorOnA.cookie },
        redirect: 'manual',
      });
      expect(onA.status).toBe(302);
      const part = await fetch(onA.headers.get('location') ?? '', { headers: { Range: 'bytes=0-99' } });
      expect(part.status).toBe(206);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    });
  },
);
