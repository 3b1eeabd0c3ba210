import { checkKey, checkPrefix } from '../storage/storage-key';

/**
 * Segments are cut every this many seconds: every keyframe of the renditions (`KEYFRAME_INTERVAL_SECONDS`). Short,
 * because a player shows nothing before its first segment is whole: at 360p a 2 s segment is about half the
 * bytes a 4 s one was (docs/learning.md, "2 s segments").
 */
export const HLS_SEGMENT_SECONDS = 2;

/** Content types of the files a package holds, for the store and for delivery. */
export const HLS_CONTENT_TYPE = {
  playlist: 'application/vnd.apple.mpegurl',
  init: 'video/mp4',
  segment: 'video/iso.segment',
} as const;

/** Everything stored for a module's HLS lives under `hls/<module hashslug>/`. */
export function hlsPrefix(moduleSlug: string): string {
  return checkPrefix(`hls/${moduleSlug}/`);
}

/**
 * The master playlist's key, fixed per module: `hls/<module hashslug>/master.m3u8`. It points into one version
 * folder (`hls/<slug>/<version>/<height>p/...`), so a new package is written beside the old one and the master
 * switches to it in one atomic write.
 */
export function hlsMasterKey(moduleSlug: string): string {
  return checkKey(`hls/${moduleSlug}/master.m3u8`);
}

/** The content type of a stored HLS file by its name. */
export function hlsContentType(key: string): string {
  if (key.endsWith('.m3u8')) return HLS_CONTENT_TYPE.playlist;
  if (key.endsWith('.m4s')) return HLS_CONTENT_TYPE.segment;
  return HLS_CONTENT_TYPE.init;
}
