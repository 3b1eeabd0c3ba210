import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { type ChildServer, freePort, startChildServer } from './adversarial/support/child-server';
import { upload } from './authoring-fixtures';

const require = createRequire(import.meta.url);
const VIDEO = '/ajax/v2/tutor/course/upload-video';
const MB = 1024 * 1024;
const TUS = { 'Tus-Resumable': '1.0.0' };

/**
 * A real, playable MP4 of about 200 MB: 32 s of 640x360 noise at 25 fps, MPEG-4 Part 2 at the highest
 * quality (noise does not compress, so every frame is large). Made in a few seconds by the bundled ffmpeg.
 */
function bigVideo(dir: string): string {
  const ffmpeg = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const file = join(dir, 'kuliah-panjang.mp4');
  // biome-ignore format: one ffmpeg option per line reads worse
  execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'gray', '-s', '640x360', '-r', '25', '-i', '/dev/urandom', '-frames:v', '800', '-c:v', 'mpeg4', '-q:v', '1', '-pix_fmt', 'yuv420p', '-f', 'mp4', file]);
  return file;
}

function sha256(file: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (c) => hash.update(c))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}

function headers(client: TestClient): Record<string, string> {
  return { ...TUS, Cookie: client.cookie, 'X-CSRF-TOKEN': client.csrf };
}

/** Where the server says the upload stands (tus HEAD). */
async function serverOffset(client: TestClient, location: string): Promise<number> {
  const res = await fetch(`${client.baseUrl}${location}`, { method: 'HEAD', headers: headers(client) });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}

type PatchEnd = { kind: 'done'; status: number; offset: number } | { kind: 'cut'; sent: number };

/**
 * Streams the file from `offset` in one tus PATCH. With `cutAt`, once that many bytes of the file have been
 * sent `cut` runs (destroying the socket, or killing the server) and the request ends as a dropped
 * connection would.
 */
function patchFrom(
  client: TestClient,
  location: string,
  file: string,
  offset: number,
  cut?: { at: number; run: (req: ReturnType<typeof request>) => void },
): Promise<PatchEnd> {
  const size = statSync(file).size;
  return new Promise((resolve) => {
    let settled = false;
    const done = (end: PatchEnd) => {
      if (!settled) resolve(end);
      settled = true;
    };
    let sent = offset;
    let cutDone = false;
    const url = new URL(location, client.baseUrl);
    const req = request(url, {
      method: 'PATCH',
      headers: {
        ...headers(client),
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(size - offset),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        done({ kind: 'done', status: res.statusCode ?? 0, offset: Number(res.headers['upload-offset']) }),
      );
    });
    req.on('error', () => done({ kind: 'cut', sent }));
    req.on('close', () => setTimeout(() => done({ kind: 'cut', sent }), 50));
    const source = createReadStream(file, { start: offset, highWaterMark: 256 * 1024 });
    source.on('data', (chunk) => {
      sent += chunk.length;
      if (cut && !cutDone && sent >= cut.at) {
        cutDone = true;
        source.destroy();
        cut.run(req);
        return;
      }
      if (!req.write(chunk)) {
        source.pause();
        req.once('drain', () => source.resume());
      }
    });
    source.on('end', () => req.end());
  });
}

// One child server process on a copy of the seeded SQLite demo, so the test can kill and restart it.
describe('a 200 MB video through tus, cut off midway, resumed to a byte-identical file', () => {
  const root = mkdtempSync(join(tmpdir(), 'mahir-resume-'));
  const dataDir = join(root, 'data');
  let child: ChildServer | null = null;
  let port = 0;
  let video = '';

  beforeAll(async () => {
    cpSync(inject('sqliteTemplate').dataDir, dataDir, { recursive: true });
    video = bigVideo(root);
    port = await freePort();
    child = await startChildServer(dataDir, port);
  }, 90_000);
  afterAll(async () => {
    await child?.stop('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('survives a dropped connection and a server restart, then goes to upload-video', async () => {
    const size = statSync(video).size;
    expect(size).toBeGreaterThan(190 * MB);
    const expected = await sha256(video);
    const tutor = await clientFor(`http://127.0.0.1:${port}`, 'tutor@demo.my');

    const created = await fetch(`${tutor.baseUrl}/files/`, {
      method: 'POST',
      headers: {
        ...headers(tutor),
        'Upload-Length': String(size),
        'Upload-Metadata': `filename ${Buffer.from('kuliah-panjang.mp4').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location') ?? '', tutor.baseUrl).pathname;
    const id = location.split('/').pop() ?? '';

    // 1. The connection drops at about 60 MB: the socket is destroyed mid-body.
    const first = await patchFrom(tutor, location, video, 0, { at: 60 * MB, run: (req) => req.destroy() });
    expect(first.kind).toBe('cut');
    await new Promise((r) => setTimeout(r, 300));
    const afterDrop = await serverOffset(tutor, location);
    expect(afterDrop).toBeGreaterThan(0);
    expect(afterDrop).toBeLessThanOrEqual(60 * MB + 256 * 1024);

    // A resume from a wrong offset is refused and changes nothing.
    const wrong = await fetch(`${tutor.baseUrl}${location}`, {
      method: 'PATCH',
      headers: {
        ...headers(tutor),
        'Upload-Offset': String(afterDrop + 1),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(16),
    });
    expect(wrong.status).toBe(409);
    expect(await serverOffset(tutor, location)).toBe(afterDrop);
    // Another user may neither see nor continue it.
    const admin = await clientFor(tutor.baseUrl, 'admin@demo.my');
    const stranger = await fetch(`${tutor.baseUrl}${location}`, { method: 'HEAD', headers: headers(admin) });
    expect(stranger.status).toBe(403);

    // 2. Resumed from the server's offset, the server process is killed at about 140 MB and restarted.
    const server = child;
    if (!server) throw new Error('no server');
    const second = await patchFrom(tutor, location, video, afterDrop, {
      at: 140 * MB,
      run: () => {
        server.process.kill('SIGKILL');
      },
    });
    expect(second.kind).toBe('cut');
    await server.stop('SIGKILL');
    child = await startChildServer(dataDir, port);
    const afterRestart = await serverOffset(tutor, location);
    expect(afterRestart).toBeGreaterThan(afterDrop);
    expect(afterRestart).toBeLessThan(size);

    // 3. The rest, from where the restarted server says it stands.
    const last = await patchFrom(tutor, location, video, afterRestart);
    expect(last).toEqual({ kind: 'done', status: 204, offset: size });
    expect(await sha256(join(dataDir, 'uploads', id))).toBe(expected);
    console.info(
      `tus resume: ${size} bytes; offset after the drop ${afterDrop}, after the restart ${afterRestart}`,
    );

    // 4. The finished upload goes to the module upload route and gets the spec's answer.
    const res = await upload(tutor, VIDEO, null, { upload_id: id, preview: '2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      is_format: true,
      duration: '00:00:32',
      resolution: '640 x 360',
      size,
      type: 'mp4',
    });
    expect(res.body.data.url).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(res.body.data.full_url).toBeTruthy();
    // The stored media is the same bytes.
    const stored = await fetch(`${tutor.baseUrl}${res.body.data.full_url}`, {
      headers: { Cookie: tutor.cookie },
    });
    expect(stored.status).toBe(200);
    const hash = createHash('sha256');
    const reader = stored.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read())
      hash.update(part.value);
    expect(hash.digest('hex')).toBe(expected);
  }, 120_000);
});
