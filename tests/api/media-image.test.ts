import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedMediaQuery } from '../../server/src/media/media-url';
import { dialects } from '../support/test-server';
import { mediaFixture, raw } from './media-fixture';

/** Issue 22: stored images as AVIF or WebP at a made width, kept in the storage, readable by whoever may read the original. */
describe.each(dialects())('image renditions on %s', (dialect) => {
  const t = mediaFixture(dialect);
  const secret = () => readFileSync(join(t.server.dataDir, '.app-secret'), 'utf8').trim();
  const banner = async () => {
    const course = await t.server.db
      .selectFrom('courses')
      .select('banner_media_id')
      .where('id', '=', t.video())
      .executeTakeFirstOrThrow();
    return t.mediaOf(course.banner_media_id as number);
  };

  it('answers a public banner narrowed and re-encoded, once made keeps it, and never enlarges', async () => {
    const { visitor, server } = t;
    const media = await banner();
    const original = await sharp(t.fileBytes(media.storage_path)).metadata();
    expect(original.width).toBeGreaterThan(480);

    const url = `/media/image/${media.hashslug}?w=480&f=webp`;
    const first = await raw(visitor, url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await first.arrayBuffer());
    const made = await sharp(bytes).metadata();
    expect(made.format).toBe('webp');
    expect(made.width).toBe(480);
    expect(made.height).toBe(Math.round((480 * (original.height as number)) / (original.width as number)));
    expect(bytes.length).toBeLessThan(t.fileBytes(media.storage_path).length);
    const kept = join(server.dataDir, 'images', media.hashslug.slice(0, 2), media.hashslug, '480.webp');
    expect(existsSync(kept)).toBe(true);
    expect(readFileSync(kept).equals(bytes)).toBe(true);

    const again = await raw(visitor, url);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = again.headers.get('etag') as string;
    expect(etag).toBe(first.headers.get('etag'));
    expect((await raw(visitor, url, { 'If-None-Match': etag })).status).toBe(304);
    const head = await raw(visitor, url, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));

    const avif = await raw(visitor, `/media/image/${media.hashslug}?w=1920&f=avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const big = await sharp(Buffer.from(await avif.arrayBuffer())).metadata();
    expect(big.format).toBe('heif');
    expect(big.width).toBe(original.width);
  });

  it('refuses widths and formats it does not make, unknown files and files that are not images', async () => {
    const { visitor, server } = t;
    const media = await banner();
    for (const query of ['w=500&f=webp', 'w=480&f=gif', 'w=480', 'f=webp', 'w=-1&f=avif', 'w=480.5&f=webp']) {
      const answer = await raw(visitor, `/media/image/${media.hashslug}?${query}`, {
        Accept: 'application/json',
      });
      expect(answer.status, query).toBe(422);
      expect(((await answer.json()) as { code: string }).code).toBe('validation_failed');
    }
    expect((await raw(visitor, '/media/image/no-such-image?w=320&f=webp')).status).toBe(404);
    const pdf = await server.db
      .selectFrom('media_files')
      .select('hashslug')
      .where('extension', '=', 'pdf')
      .executeTakeFirstOrThrow();
    expect((await raw(visitor, `/media/image/${pdf.hashslug}?w=320&f=webp`)).status).toBe(404);
    expect(existsSync(join(server.dataDir, 'images', pdf.hashslug.slice(0, 2), pdf.hashslug))).toBe(false);
  });

  it('serves a protected photo only with the link signed for this user, as /media/file does', async () => {
    const { server, visitor, student, parent, ids } = t;
    const photo = await server.db
      .selectFrom('stock_photos')
      .select(['id', 'media_id'])
      .where('course_id', '=', ids['demo-photos'] as number)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.ownOriginal(photo, 'own-image-original');

    const path = '/media/image/own-image-original?w=320&f=webp';
    expect((await raw(visitor, path)).status).toBe(404);
    expect((await raw(student, path)).status).toBe(404);
    const now = Math.floor(Date.now() / 1000);
    const signed = signedMediaQuery(secret(), {
      media: 'own-image-original',
      userId: ids.student as number,
      expires: now + 600,
    });
    const ok = await raw(student, `${path}&${signed}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toMatch(/^private, max-age=(59\d|600)$/);
    expect((await sharp(Buffer.from(await ok.arrayBuffer())).metadata()).width).toBe(320);
    // Made once, still refused to anyone the link was not signed for.
    expect((await raw(parent, `${path}&${signed}`)).status).toBe(403);
    expect((await raw(visitor, `${path}&${signed}`)).status).toBe(403);
    const expired = signedMediaQuery(secret(), {
      media: 'own-image-original',
      userId: ids.student as number,
      expires: now - 5,
    });
    expect((await raw(student, `${path}&${expired}`)).status).toBe(403);
    expect((await raw(student, `${path}&${signed.replace(/s=[^&]+/, 's=forged')}`)).status).toBe(403);
  });
});
