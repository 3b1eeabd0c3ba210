import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INGEST_MSG } from '@mahir/shared/rules/upload-format';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { type MediaSet, makeMedia, tusUpload, upload } from './authoring-fixtures';

const VIDEO = '/ajax/v2/tutor/course/upload-video';
const ATTACHMENT = '/ajax/v2/tutor/course/upload-attachment';
const BANNER = '/ajax/v2/tutor/course/upload-banner';

describe.each(dialects())('upload ingest on %s', (dialect) => {
  let server: TestServer;
  let tutor: TestClient;
  let admin: TestClient;
  let student: TestClient;
  let visitor: TestClient;
  let media: MediaSet;

  const mediaCount = async () =>
    Number(
      (
        await server.db
          .selectFrom('media_files')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const stored = (hashslug: string) =>
    server.db
      .selectFrom('media_files')
      .selectAll()
      .where('hashslug', '=', hashslug)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    [server, media] = await Promise.all([startTestServer(dialect), makeMedia()]);
    [tutor, admin, student, visitor] = await demoClients(server.url, ['tutor', 'admin', 'student', null]);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('re-encodes an accepted image without its metadata and reports its size', async () => {
    const before = await mediaCount();
    const res = await upload(tutor, BANNER, media.jpgWithExif, { preview: '1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      is_format: true,
      type: 'jpg',
      width: 64,
      height: 48,
      resolution: '64 x 48',
    });
    expect(await mediaCount()).toBe(before + 1);
    const row = await stored(res.body.data.url ?? '');
    expect(row.owner_id).not.toBeNull();
    const meta = await sharp(join(server.dataDir, row.storage_path)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(row.size).toBe(res.body.data.size);
  });

  it('reads the type from the content, not the name', async () => {
    const lying = await upload(tutor, BANNER, media.pngNamedJpg);
    expect(lying.body.data).toMatchObject({ is_format: true, type: 'png', width: 40, height: 30 });

    const before = await mediaCount();
    const fake = await upload(tutor, BANNER, media.textNamedJpg);
    expect(fake.status).toBe(200);
    expect(fake.body.data).toEqual({ is_format: false, message: INGEST_MSG.wrongType('banner') });
    expect(fake.body.message).toBe(INGEST_MSG.wrongType('banner'));
    const video = await upload(tutor, BANNER, media.video);
    expect(video.body.data.is_format).toBe(false);
    expect(await mediaCount()).toBe(before);
  });

  it('refuses a banner over 10 MB and stores nothing', async () => {
    const before = await mediaCount();
    // Multipart is cut off while it streams (413, the upload screen shows the message as a refusal).
    const res = await upload(tutor, BANNER, media.bigBanner);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: INGEST_MSG.tooLarge('banner'), code: 'too_large' });
    expect(await mediaCount()).toBe(before);
  });

  it('reads video duration and resolution from the file', async () => {
    const res = await upload(tutor, VIDEO, media.video, { preview: '2' });
    expect(res.body.data).toMatchObject({
      is_format: true,
      type: 'mp4',
      duration: '00:00:02',
      duration_seconds: 2,
      resolution: '320 x 240',
    });
    const row = await stored(res.body.data.url ?? '');
    expect(row).toMatchObject({ duration: 2, width: 320, height: 240, mime: 'video/mp4' });
    const notVideo = await upload(tutor, VIDEO, media.audio);
    expect(notVideo.body.data).toEqual({ is_format: false, message: INGEST_MSG.wrongType('video') });
  });

  it('refuses a video or an audio file cut short, whichever end its index is at, and keeps nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mahir-cut-'));
    const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    // A "fast start" copy has its index first: ffprobe then reads the whole duration from a cut file.
    const faststart = join(dir, 'faststart.mp4');
    execFileSync(ffmpeg, [
      '-loglevel',
      'error',
      '-y',
      '-i',
      media.video,
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      faststart,
    ]);
    const cut = (from: string, name: string) => {
      const bytes = readFileSync(from);
      const to = join(dir, name);
      writeFileSync(to, bytes.subarray(0, Math.floor(bytes.length * 0.3)));
      return to;
    };
    const before = await mediaCount();
    for (const [file, type] of [
      [cut(faststart, 'faststart-30.mp4'), 'mp4'],
      [cut(media.video, 'plain-30.mp4'), 'mp4'],
    ] as const) {
      const res = await upload(tutor, VIDEO, file, { preview: '2' });
      expect(res.body.data, file).toEqual({ is_format: false, message: INGEST_MSG.truncated(type) });
    }
    const viaTus = await upload(tutor, VIDEO, null, {
      upload_id: await tusUpload(tutor, cut(faststart, 'tus-30.mp4')),
      preview: '2',
    });
    expect(viaTus.body.data).toEqual({ is_format: false, message: INGEST_MSG.truncated('mp4') });
    const audio = await upload(tutor, ATTACHMENT, cut(media.audio, 'audio-30.mp3'));
    expect(audio.body.data).toEqual({ is_format: false, message: INGEST_MSG.truncated('mp3') });
    expect(await mediaCount()).toBe(before);
    // The whole files still go in.
    expect((await upload(tutor, VIDEO, faststart, { preview: '2' })).body.data).toMatchObject({
      is_format: true,
    });
    rmSync(dir, { recursive: true, force: true });
  });

  it('checks documents: real PDF and EPUB, audio with its duration; damaged files refused', async () => {
    const pdf = await upload(tutor, ATTACHMENT, media.pdf);
    expect(pdf.body.data).toMatchObject({ is_format: true, type: 'pdf' });
    expect(pdf.body.data.label).toMatch(/KB|B|MB/);
    const epub = await upload(tutor, ATTACHMENT, media.epub);
    expect(epub.body.data).toMatchObject({ is_format: true, type: 'epub' });
    const mp3 = await upload(tutor, ATTACHMENT, media.audio);
    expect(mp3.body.data).toMatchObject({ is_format: true, type: 'mp3' });
    expect(mp3.body.data.duration).toMatch(/^00:00:\d\d$/);
    const broken = await upload(tutor, ATTACHMENT, media.brokenPdf);
    expect(broken.body.data).toEqual({ is_format: false, message: INGEST_MSG.damaged('pdf') });
  });

  it('opens zips with limits: entry types, path traversal and zip bombs refused', async () => {
    const ok = await upload(tutor, ATTACHMENT, media.photoZip);
    expect(ok.body.data).toMatchObject({ is_format: true, type: 'zip' });
    const before = await mediaCount();
    const evil = await upload(tutor, ATTACHMENT, media.traversalZip);
    expect(evil.body.data).toEqual({ is_format: false, message: INGEST_MSG.zipUnsafeName });
    const bomb = await upload(tutor, ATTACHMENT, media.bombZip);
    expect(bomb.body.data).toEqual({ is_format: false, message: INGEST_MSG.zipBomb });
    const mixed = await upload(tutor, ATTACHMENT, media.wrongEntryZip);
    expect(mixed.body.data).toEqual({ is_format: false, message: INGEST_MSG.zipEntryType('attachment') });
    expect(await mediaCount()).toBe(before);
  });

  it('takes a finished tus upload by id, once, for its owner only', async () => {
    const id = await tusUpload(tutor, media.video);
    const uploads = join(server.dataDir, 'uploads');
    expect(existsSync(join(uploads, id))).toBe(true);

    const stranger = await upload(admin, VIDEO, null, { upload_id: id });
    expect(stranger.status).toBe(403);
    const otherTutorUpload = await upload(tutor, VIDEO, null, { upload_id: 'f'.repeat(32) });
    expect(otherTutorUpload.status).toBe(422);
    expect(otherTutorUpload.body.errors?.upload_id).toEqual([INGEST_MSG.uploadUnknown]);

    const first = await upload(tutor, VIDEO, null, { upload_id: id, preview: '2' });
    expect(first.body.data).toMatchObject({ is_format: true, duration: '00:00:02', resolution: '320 x 240' });
    expect(existsSync(join(uploads, id))).toBe(false);
    const row = await server.db
      .selectFrom('uploads')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.media_id).not.toBeNull();
    // A retried hand-over answers the same stored file.
    const again = await upload(tutor, VIDEO, null, { upload_id: id });
    expect(again.body.data.url).toBe(first.body.data.url);
  });

  it('forgets a refused tus upload entirely', async () => {
    const id = await tusUpload(tutor, media.textNamedJpg);
    const res = await upload(tutor, VIDEO, null, { upload_id: id });
    expect(res.body.data).toEqual({ is_format: false, message: INGEST_MSG.wrongType('video') });
    expect(
      await server.db.selectFrom('uploads').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
    expect(readdirSync(join(server.dataDir, 'uploads')).filter((f) => f.startsWith(id))).toEqual([]);
  });

  it('asks for a file when none is given', async () => {
    const res = await upload(tutor, VIDEO, null);
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual([INGEST_MSG.missing]);
  });

  it('lets only tutors upload here', async () => {
    expect((await upload(student, BANNER, media.png)).status).toBe(403);
    expect((await upload(admin, BANNER, media.png)).status).toBe(403);
    expect((await upload(visitor, BANNER, media.png)).status).toBe(401);
  });
});
