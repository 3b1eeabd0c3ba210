import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@mahir/db';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import type { TestClient } from '../support/http-client';

const require = createRequire(import.meta.url);
const SEED_MEDIA = new URL('../../seed/media/', import.meta.url);

export interface UploadAnswer {
  is_format: boolean;
  message?: string;
  url?: string;
  full_url?: string;
  size?: number;
  type?: string;
  label?: string;
  resolution?: string;
  width?: number;
  height?: number;
  duration?: string;
  duration_seconds?: number;
  path?: string;
  ext?: string;
  extension?: string;
}

/** Real small media files made for the run: video and audio by ffmpeg, images by sharp, zips by fflate. */
export interface MediaSet {
  dir: string;
  video: string;
  video1080: string;
  audio: string;
  pdf: string;
  brokenPdf: string;
  jpgWithExif: string;
  png: string;
  pngNamedJpg: string;
  textNamedJpg: string;
  epub: string;
  photoZip: string;
  traversalZip: string;
  bombZip: string;
  wrongEntryZip: string;
  bigBanner: string;
}

/** A sub-category of a category, for course forms that need one. */
export async function subCategoryOf(db: Db, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('sub_categories')
    .select('id')
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeMedia(): Promise<MediaSet> {
  const dir = mkdtempSync(join(tmpdir(), 'mahir-media-'));
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  /** Renders ffmpeg's generated test sources (`lavfi`) into `out` with the given encoding arguments. */
  const generate = (out: string, sources: string[], args: string[]) =>
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...sources.flatMap((source) => ['-f', 'lavfi', '-i', source]),
      ...args,
      out,
    ]);
  const at = (name: string) => join(dir, name);
  const video = at('lesson.mp4');
  generate(
    video,
    ['testsrc=size=320x240:rate=10', 'sine=frequency=440:sample_rate=22050'],
    ['-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
  );
  const video1080 = at('tall.mp4');
  generate(
    video1080,
    ['testsrc=size=1440x1080:rate=5'],
    ['-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  );
  const audio = at('audio.mp3');
  copyFileSync(new URL('audio.mp3', SEED_MEDIA), audio);
  const pdf = at('ebook.pdf');
  copyFileSync(new URL('ebook.pdf', SEED_MEDIA), pdf);
  const brokenPdf = at('broken.pdf');
  writeFileSync(brokenPdf, Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500, 65)]));
  const jpgWithExif = at('photo.jpg');
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .toFile(jpgWithExif);
  const png = at('photo.png');
  await sharp({ create: { width: 40, height: 30, channels: 4, background: '#f00a' } })
    .png()
    .toFile(png);
  const pngNamedJpg = at('lying.jpg');
  copyFileSync(png, pngNamedJpg);
  const textNamedJpg = at('fake.jpg');
  writeFileSync(textNamedJpg, 'this is not an image at all, just text pretending');
  const epub = at('book.epub');
  writeFileSync(
    epub,
    zipSync(
      {
        mimetype: [new TextEncoder().encode('application/epub+zip'), { level: 0 }],
        'META-INF/container.xml': new TextEncoder().encode('<?xml version="1.0"?><container/>'),
        'OEBPS/content.opf': new TextEncoder().encode('<package/>'),
      },
      { level: 6 },
    ),
  );
  const jpgBytes = new Uint8Array(readFileSync(jpgWithExif));
  const pngBytes = new Uint8Array(readFileSync(png));
  const photoZip = at('photos.zip');
  writeFileSync(photoZip, zipSync({ 'set/a.jpg': jpgBytes, 'set/b.png': pngBytes }, { level: 0 }));
  const traversalZip = at('evil.zip');
  writeFileSync(traversalZip, zipSync({ '../../evil.jpg': jpgBytes }, { level: 0 }));
  const bombZip = at('bomb.zip');
  writeFileSync(bombZip, zipSync({ 'zeros.jpg': new Uint8Array(20 * 1024 * 1024) }, { level: 9 }));
  const wrongEntryZip = at('mixed.zip');
  writeFileSync(
    wrongEntryZip,
    zipSync({ 'a.jpg': jpgBytes, 'run.sh': new TextEncoder().encode('#!/bin/sh\necho hi\n') }, { level: 0 }),
  );
  const bigBanner = at('big.jpg');
  // Random noise does not compress: an 11 MB JPEG-like file by content (real JPEG header).
  const noise = Buffer.alloc(11 * 1024 * 1024);
  for (let i = 0; i < noise.length; i += 4) noise.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  writeFileSync(bigBanner, Buffer.concat([jpgBytes.subarray(0, 20), noise]));
  return {
    dir,
    video,
    video1080,
    audio,
    pdf,
    brokenPdf,
    jpgWithExif,
    png,
    pngNamedJpg,
    textNamedJpg,
    epub,
    photoZip,
    traversalZip,
    bombZip,
    wrongEntryZip,
    bigBanner,
  };
}

/** A multipart upload as the back office sends it: `file` plus extra fields. */
export async function upload(
  client: TestClient,
  path: string,
  file: string | null,
  fields: Record<string, string> = {},
): Promise<{
  status: number;
  body: { data: UploadAnswer; message?: string; errors?: Record<string, string[]> };
}> {
  const form = new FormData();
  if (file) form.append('file', new Blob([readFileSync(file)]), file.split('/').pop() ?? 'file');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const headers: Record<string, string> = { Accept: 'application/json', 'X-CSRF-TOKEN': client.csrf };
  if (client.cookie) headers.Cookie = client.cookie;
  const res = await fetch(`${client.baseUrl}${path}`, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Sends a whole file through tus at /files/ and answers the finished upload's id. */
export async function tusUpload(client: TestClient, file: string): Promise<string> {
  const bytes = readFileSync(file);
  const headers = { 'Tus-Resumable': '1.0.0', Cookie: client.cookie, 'X-CSRF-TOKEN': client.csrf };
  const created = await fetch(`${client.baseUrl}/files/`, {
    method: 'POST',
    headers: {
      ...headers,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${Buffer.from(file.split('/').pop() ?? 'f').toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`tus create ${created.status}`);
  const location = new URL(created.headers.get('location') ?? '', client.baseUrl).pathname;
  const patched = await fetch(`${client.baseUrl}${location}`, {
    method: 'PATCH',
    headers: { ...headers, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });
  if (patched.status !== 204) throw new Error(`tus patch ${patched.status}`);
  return location.split('/').pop() ?? '';
}

/** A module of a saved draft, as Save as Draft answers it. */
export interface DraftModule {
  id: number;
  hashslug: string;
  title: string;
  module_url: string | null;
  module_duration: string;
  transcode_status: string;
  transcode_error: string | null;
  renditions: Array<{ quality: number; status: string }>;
}

/** A chapter of a saved draft with its modules and quizzes. */
export interface DraftChapter {
  id: number;
  hashslug: string;
  title: string;
  modules: DraftModule[];
  quizs: Array<{ quiz_id: number; title: string }>;
}

/** Save as Draft's answer (or its refusal) for the course tests. */
export interface Draft {
  data: {
    course: {
      hashslug: string;
      version: string;
      status_id: number;
      chapters: DraftChapter[];
      course_attachments: Array<{ hashslug: string; title: string; url: string }>;
      special_invitation: boolean;
      code_accesses: Array<{ id: number; code: string; hashslug: string }>;
    };
  };
  message?: string;
  errors?: Record<string, string[]>;
}
