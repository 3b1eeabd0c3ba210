import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger } from '@mahir/server/logger';
import { S3FileStore } from '@mahir/server/storage/s3-file-store';
import { type S3TestServer, startS3TestServer } from '@mahir/server/storage/testing/s3-test-server';
import { runMediaJobs } from '@mahir/server/transcode';
import { expireAbandonedUploads } from '@mahir/server/uploads/upload-expiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { type MediaSet, makeMedia, subCategoryOf, tusUpload, upload } from './authoring-fixtures';
import { otherPhotoCourse, raw } from './media-fixture';
import { filesUnder, moveSeedMediaIntoBucket, objectBytes, s3Env } from './storage-fixtures';

const ATTACHMENT = '/ajax/v2/tutor/course/upload-attachment';
const VIDEO = '/ajax/v2/tutor/course/upload-video';

describe.each(dialects())('stored files in an S3 bucket on %s', (dialect) => {
  let s3: S3TestServer;
  let bucket: S3FileStore;
  let server: TestServer;
  let media: MediaSet;
  let tutor: TestClient;
  let student: TestClient;
  let parent: TestClient;
  let visitor: TestClient;

  const mediaRow = (hashslug: string) =>
    server.db
      .selectFrom('media_files')
      .selectAll()
      .where('hashslug', '=', hashslug)
      .executeTakeFirstOrThrow();
  /** Whether a key is in the bucket and not in the data folder. */
  const inBucketOnly = async (key: string) =>
    (await bucket.exists(key)) && !existsSync(join(server.dataDir, key));

  beforeAll(async () => {
    [s3, media] = await Promise.all([startS3TestServer(), makeMedia()]);
    bucket = new S3FileStore(s3.settings);
    server = await startTestServer(dialect, { env: s3Env(s3) });
    await moveSeedMediaIntoBucket(server.dataDir, bucket);
    [tutor, student, parent, visitor] = await demoClients(server.url, ['tutor', 'student', 'parent', null]);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    bucket?.close();
    await s3?.stop();
  });

  it('runs on the bucket, and is ready only while the bucket answers', async () => {
    expect(server.context.storage.kind).toBe('s3');
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const store = server.context.storage as S3FileStore;
    const check = store.check.bind(store);
    // The same store asking after a bucket that is not there, as when the bucket or its keys go away.
    const missing = new S3FileStore({ ...s3.settings, bucket: 'no-such-bucket' });
    store.check = () => missing.check();
    try {
      const down = await fetch(`${server.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', reasons: ['storage unreachable'] });
    } finally {
      store.check = check;
      missing.close();
    }
  });

  it('lets pages load images, media and PDF frames from the bucket that media links redirect to', async () => {
    const page = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
    const policy = page.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "img-src 'self' data: blob:",
      "media-src 'self' data: blob:",
      "frame-src 'self' blob:",
    ])
      expect(policy).toContain(`${directive} ${s3.endpoint};`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
  });

  it('stores a multipart upload in the bucket and nothing in the data folder', async () => {
    const res = await upload(tutor, ATTACHMENT, media.pdf);
    expect(res.body.data).toMatchObject({ is_format: true, type: 'pdf' });
    const row = await mediaRow(res.body.data.url ?? '');
    expect(await inBucketOnly(row.storage_path)).toBe(true);
    expect((await objectBytes(bucket, row.storage_path)).equals(readFileSync(media.pdf))).toBe(true);
    expect(filesUnder(join(server.dataDir, 'media'))).toEqual([]);
  });

  it('keeps a tus upload in the bucket and hands it over from there', async () => {
    const id = await tusUpload(tutor, media.video);
    expect(await bucket.exists(`uploads/${id}`)).toBe(true);
    expect(filesUnder(join(server.dataDir, 'uploads'))).toEqual([]);

    const res = await upload(tutor, VIDEO, null, { upload_id: id });
    expect(res.body.data).toMatchObject({ is_format: true, duration: '00:00:02', resolution: '320 x 240' });
    const row = await mediaRow(res.body.data.url ?? '');
    expect(await inBucketOnly(row.storage_path)).toBe(true);
    expect((await objectBytes(bucket, row.storage_path)).equals(readFileSync(media.video))).toBe(true);
    // The upload's bytes and tus's metadata are gone from the bucket once handed over.
    const left: string[] = [];
    for await (const object of bucket.list(`uploads/${id}`)) left.push(object.key);
    expect(left).toEqual([]);
    expect(filesUnder(join(server.dataDir, 'media'))).toEqual([]);
  });

  it('removes an abandoned tus upload from the bucket once it expires', async () => {
    const headers = { 'Tus-Resumable': '1.0.0', Cookie: tutor.cookie, 'X-CSRF-TOKEN': tutor.csrf };
    const created = await fetch(`${server.url}/files/`, {
      method: 'POST',
      headers: { ...headers, 'Upload-Length': String(10 * 1024 * 1024) },
    });
    expect(created.status).toBe(201);
    const id = new URL(created.headers.get('location') ?? '').pathname.split('/').pop() ?? '';
    const patched = await fetch(`${server.url}/files/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      body: Buffer.alloc(1024 * 1024, 7),
    });
    expect(patched.status).toBe(204);
    const objects = async () => {
      const keys: string[] = [];
      for await (const object of bucket.list(`uploads/${id}`)) keys.push(object.key);
      return keys.sort();
    };
    // Less than a part so far: tus keeps it as `.part`, its metadata as `.info`.
    expect(await objects()).toEqual([`uploads/${id}.info`, `uploads/${id}.part`]);

    const dayLater = new Date(Date.now() + 25 * 3_600_000);
    expect(await expireAbandonedUploads(server.db, server.context.storage, dayLater)).toBeGreaterThan(0);
    expect(await objects()).toEqual([]);
    expect(
      await server.db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('transcodes a module video from the bucket into renditions and a poster in the bucket', async () => {
    const url = (await upload(tutor, VIDEO, media.video, { preview: '2' })).body.data.url;
    const draft = await tutor.post<{ data: { course: { hashslug: string } } }>(
      '/ajax/v2/tutor/course/save-draft',
      {
        title: 'Kursus Baldi',
        category_id: 1,
        sub_category_id: await subCategoryOf(server.db, 1),
        tags: ['video'],
        chapters: [{ title: 'Bab', modules: [{ title: 'Modul', url }] }],
      },
    );
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const deps = { db: server.db, storage: server.context.storage, logger: createLogger('silent') };
    while ((await runMediaJobs(deps)) > 0);
    const module = await server.db
      .selectFrom('modules')
      .innerJoin('media_files', 'media_files.id', 'modules.media_id')
      .select(['modules.id', 'modules.poster_media_id'])
      .where('media_files.hashslug', '=', url ?? '')
      .executeTakeFirstOrThrow();
    const made = await server.db
      .selectFrom('media_files')
      .select(['storage_path', 'extension'])
      .where((eb) =>
        eb.or([
          eb('id', '=', module.poster_media_id ?? 0),
          eb(
            'id',
            'in',
            eb.selectFrom('module_renditions').select('media_id').where('module_id', '=', module.id),
          ),
        ]),
      )
      .execute();
    expect(made.map((row) => row.extension).sort()).toEqual(['jpg', 'mp4']);
    for (const row of made) expect(await inBucketOnly(row.storage_path)).toBe(true);
    expect(filesUnder(join(server.dataDir, 'media'))).toEqual([]);
  }, 120_000);

  it('sends the entitled user to a short-lived presigned URL that serves byte ranges', async () => {
    const ebook = await server.db
      .selectFrom('ebooks')
      .innerJoin('courses', 'courses.id', 'ebooks.course_id')
      .select(['ebooks.hashslug', 'ebooks.media_id'])
      .where('courses.hashslug', '=', 'demo-ebook')
      .executeTakeFirstOrThrow();
    const row = await server.db
      .selectFrom('media_files')
      .selectAll()
      .where('id', '=', ebook.media_id)
      .executeTakeFirstOrThrow();
    const bytes = await objectBytes(bucket, row.storage_path);
    const hop = await raw(student, `/ajax/v2/vod/ebook/download2/${ebook.hashslug}`, { Accept: 'text/html' });
    expect(hop.status).toBe(302);
    const link = hop.headers.get('location') as string;

    const toBucket = await raw(student, link);
    expect(toBucket.status).toBe(302);
    expect(toBucket.headers.get('cache-control')).toBe('no-store');
    expect(toBucket.headers.get('referrer-policy')).toBe('no-referrer');
    const presigned = new URL(toBucket.headers.get('location') as string);
    expect(presigned.origin).toBe(s3.endpoint);
    const lifetime = Number(presigned.searchParams.get('X-Amz-Expires'));
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(3600);

    const part = await fetch(presigned, { headers: { Range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${bytes.length}`);
    expect(part.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 1100))).toBe(true);
    const whole = await fetch(presigned);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    // Nobody else gets the file: not a non-subscriber, not with the subscriber's link, not a visitor.
    expect((await raw(parent, `/ajax/v2/vod/ebook/download2/${ebook.hashslug}`)).status).toBe(403);
    for (const other of [parent, visitor]) {
      const refused = await raw(other, link);
      expect(refused.status).toBe(403);
      expect(refused.headers.get('location')).toBeNull();
    }
  });

  it('watermarks a stock photo read from the bucket and stores the preview there', async () => {
    const course = await otherPhotoCourse(server.db);
    // Made now, from the original in the bucket: the photo has no preview yet.
    const photo = await server.db
      .selectFrom('stock_photos')
      .select('watermark_media_id')
      .where('course_id', '=', course.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(photo.watermark_media_id).toBeNull();
    const info = await visitor.get<{ data: { photo_url_watermark: string | null } }>(
      `/ajax/v2/vod/course/info/${course.id}`,
    );
    const preview = info.body.data.photo_url_watermark ?? '';
    const hashslug = /\/media\/public\/([^.]+)\.jpg$/.exec(preview)?.[1] ?? '';
    const row = await mediaRow(hashslug);
    expect(await inBucketOnly(row.storage_path)).toBe(true);
    const file = await raw(visitor, preview);
    expect(file.status).toBe(200);
    expect([...Buffer.from(await file.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });

  it('streams public files (avatars) from the bucket with their validators and ranges', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([readFileSync(media.jpgWithExif)], { type: 'image/jpeg' }), 'me.jpg');
    const res = await fetch(`${server.url}/ajax/v2/profile/upload-avatar`, {
      method: 'POST',
      headers: { Accept: 'application/json', Cookie: student.cookie, 'X-CSRF-TOKEN': student.csrf },
      body: form,
    });
    const body = (await res.json()) as { data: { is_format: boolean; avatar: string } };
    expect(body.data.is_format).toBe(true);
    const hashslug = /\/media\/public\/([^.]+)\.jpg$/.exec(body.data.avatar)?.[1] ?? '';
    const row = await mediaRow(hashslug);
    expect(await inBucketOnly(row.storage_path)).toBe(true);
    const bytes = await objectBytes(bucket, row.storage_path);

    const file = await raw(visitor, body.data.avatar);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toMatch(/^public, max-age=31536000/);
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await raw(visitor, body.data.avatar, { Range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
    const etag = file.headers.get('etag') as string;
    expect((await raw(visitor, body.data.avatar, { 'If-None-Match': etag })).status).toBe(304);
    expect(filesUnder(join(server.dataDir, 'media'))).toEqual([]);
  });
});
