import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStore } from '../storage/disk-file-store';
import { runFfmpeg, runFfprobe } from '../transcode/ffmpeg-run';
import { renditionArgs } from '../transcode/rendition-encoding';
import { HLS_SEGMENT_SECONDS, hlsMasterKey } from './hls-keys';
import { packageHls } from './hls-packager';
import { attribute, parseMediaPlaylist } from './hls-playlist';
import { playlistKeys, signPlaylistFor, verifyHlsUrl } from './hls-signer';

const LESSON = new URL('../../../seed/media/lesson.mp4', import.meta.url).pathname;

/** The master's variants as a player reads them. */
function variantsOf(master: string) {
  const lines = master.trim().split('\n');
  return lines.flatMap((line, i) =>
    line.startsWith('#EXT-X-STREAM-INF:')
      ? [
          {
            bandwidth: Number(attribute(line, 'BANDWIDTH')),
            average: Number(attribute(line, 'AVERAGE-BANDWIDTH')),
            resolution: attribute(line, 'RESOLUTION'),
            codecs: attribute(line, 'CODECS'),
            frameRate: attribute(line, 'FRAME-RATE'),
            uri: lines[i + 1] ?? '',
          },
        ]
      : [],
  );
}

/** First video packet of a segment played after its init segment, as ffprobe reads it. */
async function firstVideoPacket(dir: string, init: Buffer, segment: Buffer) {
  const file = join(dir, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(file, Buffer.concat([init, segment]));
  const out = await runFfprobe([
    '-select_streams',
    'v:0',
    '-show_entries',
    'packet=pts_time,flags',
    '-read_intervals',
    '%+#1',
    '-of',
    'csv=p=0',
    file,
  ]);
  const [pts, flags] = out.trim().split('\n')[0]?.split(',') ?? [];
  return { pts: Number(pts), key: flags?.startsWith('K') ?? false };
}

describe('HLS packaging of the demo lesson', () => {
  let work: string;
  let store: DiskFileStore;
  let renditions: Array<{ height: number; path: string }>;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'mahir-hls-test-'));
    store = new DiskFileStore(join(work, 'store'));
    // The renditions the transcoding job makes, at two heights.
    renditions = [];
    for (const height of [360, 240]) {
      const path = join(work, `lesson-${height}.mp4`);
      await runFfmpeg(renditionArgs(LESSON, height, path));
      renditions.push({ height, path });
    }
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('cuts aligned renditions by copying into keyframe-aligned fMP4 segments with a full master playlist', async () => {
    const pkg = await packageHls({ store, moduleSlug: 'modA', renditions });
    expect(pkg.copied).toBe(true);
    expect(pkg.reencodeReason).toBeNull();
    expect(pkg.masterKey).toBe('hls/modA/master.m3u8');

    const master = (await readFile(join(store.root, pkg.masterKey))).toString();
    expect(master).toMatch(/^#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n/);
    const variants = variantsOf(master);
    // 360p first (where players start), then the rest by height.
    expect(variants.map((v) => v.resolution)).toEqual(['640x360', '426x240']);
    for (const v of variants) {
      expect(v.codecs).toMatch(/^avc1\.(64|4d|42)[0-9a-f]{4},mp4a\.40\.2$/);
      expect(v.frameRate).toBe('25.000');
      expect(v.average).toBeGreaterThan(100_000);
      expect(v.bandwidth).toBeGreaterThanOrEqual(v.average);
      expect(v.uri).toMatch(new RegExp(`^${pkg.version}/\\d+p/index\\.m3u8$`));
    }
    expect(variants[0]?.average).toBeGreaterThan(variants[1]?.average ?? 0);

    const starts: number[][] = [];
    for (const v of variants) {
      const key = `hls/modA/${v.uri}`;
      const playlist = parseMediaPlaylist((await readFile(join(store.root, key))).toString());
      expect(playlist.ended).toBe(true);
      expect(playlist.map).toBe('init.mp4');
      expect(playlist.targetDuration).toBe(HLS_SEGMENT_SECONDS);
      // 6 s of video: three 2 s segments.
      expect(playlist.segments.map((s) => Math.round(s.duration * 100) / 100)).toEqual([2, 2, 2]);
      const folder = key.slice(0, key.lastIndexOf('/') + 1);
      const init = await readFile(join(store.root, folder, 'init.mp4'));
      const firsts = [];
      for (const s of playlist.segments) {
        const first = await firstVideoPacket(work, init, await readFile(join(store.root, folder, s.uri)));
        expect(first.key).toBe(true);
        firsts.push(first.pts);
      }
      starts.push(firsts);
    }
    // Every variant's segments start at the same instants: switching lands on a keyframe.
    expect(starts[1]).toEqual(starts[0]);

    const keys: string[] = [];
    for await (const f of store.list('hls/modA/')) keys.push(f.key);
    expect(keys.sort()).toEqual(
      [
        'hls/modA/master.m3u8',
        ...['240p', '360p'].flatMap((q) =>
          ['index.m3u8', 'init.mp4', 'seg_00000.m4s', 'seg_00001.m4s', 'seg_00002.m4s'].map(
            (f) => `hls/modA/${pkg.version}/${q}/${f}`,
          ),
        ),
      ].sort(),
    );
  });

  it('gives a viewer playlists whose every URL is signed for them, names a stored file and expires', async () => {
    const pkg = await packageHls({ store, moduleSlug: 'modS', renditions });
    const secret = 'hls-test-secret';
    const now = 1_790_000_000;
    const viewer = { userId: 42, expires: now + 4 * 3600 };
    const read = async (key: string) => (await readFile(join(store.root, key))).toString();
    const uris = (text: string) =>
      text
        .split('\n')
        .flatMap((l) =>
          l.startsWith('#') ? [...l.matchAll(/URI="([^"]*)"/g)].map((m) => m[1] ?? '') : l ? [l] : [],
        );
    const check = async (text: string) => {
      const found = uris(text);
      expect(found.length).toBeGreaterThan(0);
      for (const uri of found) {
        const [path = '', query = ''] = uri.split('?');
        const q = Object.fromEntries(new URLSearchParams(query));
        const claims = verifyHlsUrl(secret, path, q, now);
        expect(claims).toMatchObject({ userId: 42, expires: viewer.expires });
        expect(await store.exists(claims?.key ?? '')).toBe(true);
        expect(verifyHlsUrl(secret, path, q, viewer.expires + 1)).toBeNull();
      }
      return found;
    };
    const master = signPlaylistFor(secret, await read(pkg.masterKey), pkg.masterKey, viewer);
    expect(await check(master)).toHaveLength(2);
    for (const key of playlistKeys(await read(pkg.masterKey), pkg.masterKey)) {
      const media = signPlaylistFor(secret, await read(key), key, viewer);
      // The init segment and the three media segments.
      expect(await check(media)).toHaveLength(4);
    }
  });

  it('re-encodes renditions whose keyframes are too far apart, and says why', async () => {
    // The demo file as uploaded: one keyframe for its whole 6 s.
    const pkg = await packageHls({ store, moduleSlug: 'modB', renditions: [{ height: 360, path: LESSON }] });
    expect(pkg.copied).toBe(false);
    expect(pkg.reencodeReason).toMatch(/^360p has 6 s between keyframes at 0 s, longer than a 2 s segment$/);
    const key = pkg.variants[0]?.playlistKey ?? '';
    const playlist = parseMediaPlaylist((await readFile(join(store.root, key))).toString());
    expect(playlist.segments.map((s) => Math.round(s.duration * 100) / 100)).toEqual([2, 2, 2]);
  });

  it('replaces an earlier package of the module and leaves nothing of it behind', async () => {
    const first = await packageHls({ store, moduleSlug: 'modC', renditions: renditions.slice(0, 1) });
    const second = await packageHls({ store, moduleSlug: 'modC', renditions });
    expect(second.version).not.toBe(first.version);
    const keys: string[] = [];
    for await (const f of store.list('hls/modC/')) keys.push(f.key);
    expect(keys.filter((k) => k.includes(first.version))).toEqual([]);
    expect(keys).toContain(hlsMasterKey('modC'));
    expect(keys.filter((k) => k.endsWith('index.m3u8'))).toHaveLength(2);
  });
});
