import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStore } from '../storage/file-store';
import { runFfmpeg } from '../transcode/ffmpeg-run';
import { renditionArgs } from '../transcode/rendition-encoding';
import { aacCodecString, avcCodecString } from './hls-codecs';
import { HLS_SEGMENT_SECONDS, hlsContentType, hlsMasterKey, hlsPrefix } from './hls-keys';
import { type HlsVariant, masterPlaylist, parseMediaPlaylist, variantBitrates } from './hls-playlist';
import { probeRendition, type RenditionProbe } from './hls-probe';
import { keyframeVerdict } from './keyframe-alignment';

/** One MP4 rendition of the module, as a local file (a FileStore's `localFile`). */
export interface RenditionInput {
  height: number;
  path: string;
}

export interface PackagedVariant extends HlsVariant {
  /** The variant's media playlist in the store. */
  playlistKey: string;
  segments: number;
}

export interface HlsPackage {
  masterKey: string;
  /** The folder this package's variants live in, under `hls/<slug>/`. */
  version: string;
  /** In master order: the start quality first. */
  variants: PackagedVariant[];
  /** True when the renditions were cut as they are; false when their video had to be re-encoded first. */
  copied: boolean;
  /** Why the renditions could not be copied, when they could not. */
  reencodeReason: string | null;
}

/** The quality a player starts at: 360p where there is one (quick on weak links), else the lowest. */
const START_HEIGHT = 360;

function orderForStart<T extends { height: number }>(variants: T[]): T[] {
  const ascending = [...variants].sort((a, b) => a.height - b.height);
  const start = ascending.find((v) => v.height === START_HEIGHT) ?? ascending[0];
  return start ? [start, ...ascending.filter((v) => v !== start)] : ascending;
}

function canCopy(probe: RenditionProbe): boolean {
  return probe.videoCodec === 'h264' && (probe.audioCodec === null || probe.audioCodec === 'aac');
}

/** Cuts one rendition into fMP4 segments in `dir`: `index.m3u8`, `init.mp4`, `seg_00000.m4s`... */
async function segment(input: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await runFfmpeg([
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-map_metadata',
    '-1',
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    join(dir, 'seg_%05d.m4s'),
    join(dir, 'index.m3u8'),
  ]);
}

/**
 * Packages a module's MP4 renditions as HLS (fMP4 segments of about HLS_SEGMENT_SECONDS, one media playlist
 * per rendition, a master playlist with BANDWIDTH, AVERAGE-BANDWIDTH, RESOLUTION, CODECS and FRAME-RATE) and
 * stores it under `hls/<moduleSlug>/`. Renditions whose keyframes are aligned (every one made by
 * `renditionArgs`) are cut by copying; others have their video re-encoded first with fixed keyframes, and
 * `reencodeReason` says why. The master is written last, then earlier packages of the module are removed.
 */
export async function packageHls(input: {
  store: FileStore;
  moduleSlug: string;
  renditions: readonly RenditionInput[];
}): Promise<HlsPackage> {
  const { store, moduleSlug } = input;
  if (input.renditions.length === 0) throw new Error('A module needs at least one rendition to package.');
  const work = await mkdtemp(join(tmpdir(), 'mahir-hls-'));
  try {
    let probes = await Promise.all(
      input.renditions.map(async (r) => ({ input: r, probe: await probeRendition(r.path) })),
    );
    const verdict = keyframeVerdict(
      probes.map((p) => ({
        height: p.input.height,
        keyframes: p.probe.keyframes,
        duration: p.probe.duration,
      })),
      HLS_SEGMENT_SECONDS,
    );
    const unsuitable = probes.find((p) => !canCopy(p.probe));
    const reencodeReason = unsuitable
      ? `${unsuitable.input.height}p is ${unsuitable.probe.videoCodec}/${unsuitable.probe.audioCodec ?? 'no audio'}, not H.264/AAC`
      : verdict.aligned
        ? null
        : verdict.reason;
    if (reencodeReason) {
      // One at a time: each is a whole encode, and the machine serves requests too.
      const fixed = [];
      for (const p of probes) {
        const path = join(work, `fixed-${p.input.height}.mp4`);
        await runFfmpeg(renditionArgs(p.input.path, p.input.height, path));
        fixed.push({ input: { height: p.input.height, path }, probe: await probeRendition(path) });
      }
      probes = fixed;
    }

    const version = randomBytes(6).toString('hex');
    const prefix = `${hlsPrefix(moduleSlug)}${version}/`;
    const variants: PackagedVariant[] = [];
    for (const { input: rendition, probe } of probes) {
      const name = `${rendition.height}p`;
      const dir = join(work, 'out', name);
      await segment(rendition.path, dir);
      const playlist = parseMediaPlaylist(await readFile(join(dir, 'index.m3u8'), 'utf8'));
      const sized = await Promise.all(
        playlist.segments.map(async (s) => ({
          duration: s.duration,
          bytes: (await stat(join(dir, s.uri))).size,
        })),
      );
      const video = avcCodecString(await readFile(join(dir, playlist.map ?? 'init.mp4')));
      if (!video) throw new Error(`${name}: no H.264 configuration in the initialisation segment`);
      const codecs = probe.audioCodec ? `${video},${aacCodecString(probe.audioProfile)}` : video;
      for (const file of await readdir(dir)) {
        const key = `${prefix}${name}/${file}`;
        await store.putFile(key, join(dir, file), { contentType: hlsContentType(key), move: true });
      }
      variants.push({
        ...variantBitrates(sized),
        width: probe.width,
        height: probe.height,
        codecs,
        frameRate: probe.frameRate,
        uri: `${version}/${name}/index.m3u8`,
        playlistKey: `${prefix}${name}/index.m3u8`,
        segments: playlist.segments.length,
      });
    }
    const ordered = orderForStart(variants);
    const masterKey = hlsMasterKey(moduleSlug);
    await store.put(masterKey, masterPlaylist(ordered), { contentType: hlsContentType(masterKey) });
    await removeHls(store, moduleSlug, { keep: prefix });
    return { masterKey, version, variants: ordered, copied: reencodeReason === null, reencodeReason };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Removes a module's stored HLS (its video was replaced or the module deleted), or with `keep` every package
 * but that folder and the master.
 */
export async function removeHls(
  store: FileStore,
  moduleSlug: string,
  opts: { keep?: string } = {},
): Promise<void> {
  const master = hlsMasterKey(moduleSlug);
  const stale: string[] = [];
  for await (const file of store.list(hlsPrefix(moduleSlug))) {
    if (opts.keep && (file.key === master || file.key.startsWith(opts.keep))) continue;
    stale.push(file.key);
  }
  for (const key of stale) await store.delete(key);
}
