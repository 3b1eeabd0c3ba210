import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedMediaUrl } from '../../server/src/media/media-url';
import { createPhotoWatermark } from '../../server/src/media/watermark.service';
import { theRow } from '../support/rows';
import { dialects } from '../support/test-server';
import { type Envelope, type Info, mediaFixture, otherPhotoCourse, raw } from './media-fixture';

describe.each(dialects())('media delivery on %s', (dialect) => {
  const t = mediaFixture(dialect);

  describe('downloads', () => {
    const cases = [
      ['ebook', 'ebooks', 'demo-ebook'],
      ['stockphoto', 'stock_photos', 'demo-photos'],
    ] as const;

    it.each(cases)('sends the %s to the subscriber as an attachment', async (kind, table, slug) => {
      const { server, student, ids, mediaOf, fileBytes } = t;
      const item = await server.db
        .selectFrom(table)
        .select(['hashslug', 'title', 'media_id'])
        .where('course_id', '=', ids[slug] as number)
        .orderBy('position')
        .executeTakeFirstOrThrow();
      const media = await mediaOf(item.media_id);
      const hop = await raw(student, `/ajax/v2/vod/${kind}/download2/${item.hashslug}`, {
        Accept: 'text/html',
      });
      expect(hop.status).toBe(302);
      const location = hop.headers.get('location') as string;
      expect(location).toMatch(new RegExp(`^/media/file/${media.hashslug}\\?u=${ids.student}&e=\\d+&d=`));
      const file = await raw(student, location);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      const bytes = Buffer.from(await file.arrayBuffer());
      expect(bytes.equals(fileBytes(media.storage_path))).toBe(true);
      if (kind === 'ebook') expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
      else expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });

    it.each(
      cases,
    )('sends visitors of a %s to log in, refuses scripts and non-subscribers', async (kind, table, slug) => {
      const { server, visitor, student, parent, ids } = t;
      const item = await server.db
        .selectFrom(table)
        .select('hashslug')
        .where('course_id', '=', ids[slug] as number)
        .executeTakeFirstOrThrow();
      const path = `/ajax/v2/vod/${kind}/download2/${item.hashslug}`;
      const page = await raw(visitor, path, { Accept: 'text/html,application/xhtml+xml' });
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(`/course/${slug}`)}`);
      expect((await raw(visitor, path, { Accept: 'application/json' })).status).toBe(401);
      expect((await raw(parent, path, { Accept: 'text/html' })).status).toBe(403);
      expect((await raw(student, `/ajax/v2/vod/${kind}/download2/unknown-item`)).status).toBe(404);
    });
  });

  describe('media delivery', () => {
    const secret = () => readFileSync(join(t.server.dataDir, '.app-secret'), 'utf8').trim();
    const lesson = async () => {
      const module = await theRow(t.server.db, 'modules', ['media_id'], {
        course_id: t.video(),
        is_preview: 0,
      });
      return t.mediaOf(module.media_id as number);
    };

    it('serves exact byte ranges of a signed file, with validators and HEAD', async () => {
      const { student, ids, fileBytes } = t;
      const media = await lesson();
      const expires = Math.floor(Date.now() / 1000) + 600;
      const url = signedMediaUrl(secret(), { media: media.hashslug, userId: ids.student as number, expires });
      const bytes = fileBytes(media.storage_path);
      const part = await raw(student, url, { Range: 'bytes=100-1099' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${bytes.length}`);
      expect(part.headers.get('content-length')).toBe('1000');
      expect(part.headers.get('accept-ranges')).toBe('bytes');
      expect(part.headers.get('content-type')).toBe('video/mp4');
      expect(part.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
      expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100, 1100))).toBe(true);
      const tail = await raw(student, url, { Range: 'bytes=-10' });
      expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(bytes.length - 10))).toBe(true);
      const beyond = await raw(student, url, { Range: `bytes=${bytes.length}-` });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
      const head = await raw(student, url, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(bytes.length));
      const etag = head.headers.get('etag') as string;
      expect((await raw(student, url, { 'If-None-Match': etag })).status).toBe(304);
      const stale = await raw(student, url, { Range: 'bytes=0-9', 'If-Range': '"old"' });
      expect(stale.status).toBe(200);
      expect(stale.headers.get('content-length')).toBe(String(bytes.length));
    });

    it('refuses a signed URL to another user, a visitor, after expiry or when tampered with', async () => {
      const { visitor, student, parent, ids } = t;
      const media = await lesson();
      const now = Math.floor(Date.now() / 1000);
      const url = signedMediaUrl(secret(), {
        media: media.hashslug,
        userId: ids.student as number,
        expires: now + 600,
      });
      expect((await raw(parent, url)).status).toBe(403);
      expect((await raw(visitor, url)).status).toBe(403);
      const expired = signedMediaUrl(secret(), {
        media: media.hashslug,
        userId: ids.student as number,
        expires: now - 5,
      });
      expect((await raw(student, expired)).status).toBe(403);
      expect((await raw(student, `${url.slice(0, -3)}abc`)).status).toBe(403);
      expect((await raw(student, url.replace(`u=${ids.student}`, `u=${ids.parent}`))).status).toBe(403);
      const forged = signedMediaUrl('not-the-secret', {
        media: media.hashslug,
        userId: ids.student as number,
        expires: now + 600,
      });
      expect((await raw(student, forged)).status).toBe(403);
      expect((await raw(student, `/media/file/${media.hashslug}`)).status).toBe(403);
    });

    it('serves public files with long caching and refuses protected ones by their hashslug', async () => {
      const { server, visitor, student, ids, mediaOf, fileBytes, video } = t;
      const course = await theRow(server.db, 'courses', ['banner_media_id'], { id: video() });
      const banner = await mediaOf(course.banner_media_id as number);
      const ok = await raw(visitor, `/media/public/${banner.hashslug}.${banner.extension}`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(ok.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await ok.arrayBuffer()).equals(fileBytes(banner.storage_path))).toBe(true);
      expect((await raw(visitor, `/media/public/${banner.hashslug}.png`)).status).toBe(404);
      const notes = await server.db
        .selectFrom('course_attachments')
        .innerJoin('media_files', 'media_files.id', 'course_attachments.media_id')
        .select(['media_files.hashslug', 'media_files.extension'])
        .where('media_files.extension', '=', 'pdf')
        .executeTakeFirstOrThrow();
      expect((await raw(student, `/media/public/${notes.hashslug}.${notes.extension}`)).status).toBe(404);
      const photo = await theRow(server.db, 'stock_photos', ['id', 'media_id'], {
        course_id: ids['demo-photos'] as number,
        width: 900,
      });
      await t.ownOriginal(photo, 'own-original-photo');
      expect((await raw(visitor, '/media/public/own-original-photo.png')).status).toBe(404);
      expect((await raw(student, '/media/public/own-original-photo.png')).status).toBe(404);
      expect((await raw(visitor, '/media/public/..%2F..%2Fmahir.sqlite')).status).toBe(404);
    });
  });

  describe('watermarks', () => {
    it('creates a watermark once under concurrent requests, in one process or across processes', async () => {
      const { server, visitor, countRows } = t;
      const course = await otherPhotoCourse(server.db);
      const before = await countRows('media_files');
      const answers = await Promise.all(
        [1, 2, 3].map(() => visitor.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${course.id}`)),
      );
      expect(await countRows('media_files')).toBe(before + 1);
      expect(new Set(answers.map((a) => a.body.data.photo_url_watermark)).size).toBe(1);
      // Two servers racing (no shared in-process lock) still leave one preview.
      const photo = await server.db
        .selectFrom('stock_photos')
        .select(['id', 'title', 'media_id', 'watermark_media_id'])
        .where('course_id', '=', course.id)
        .where('watermark_media_id', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const [a, b] = await Promise.all([
        createPhotoWatermark(server.db, server.context.storage, photo),
        createPhotoWatermark(server.db, server.context.storage, photo),
      ]);
      expect(a.id).toBe(b.id);
      expect(await countRows('media_files')).toBe(before + 2);
      const linked = await theRow(server.db, 'stock_photos', ['watermark_media_id'], { id: photo.id });
      expect(linked.watermark_media_id).toBe(a.id);
    });
  });
});
