import { type SignedMediaClaims, signedMediaQuery, verifySignedMedia } from '../media/media-url';
import { checkKey, isStorageKey } from '../storage/storage-key';

/** Who a signed playlist is for and until when (Unix seconds): the same claims as every signed media URL. */
export interface HlsViewer {
  userId: number;
  expires: number;
}

/** Where signed HLS files are served: `/media/hls/<key after hls/>`. */
export const HLS_ROUTE_PREFIX = '/media/hls/';

/**
 * A short-lived URL of one stored HLS file for one viewer: `/media/hls/<slug>/<version>/360p/seg_00001.m4s?u&e&s`,
 * signed with the app secret exactly as `/media/file/` links are, over the whole storage key (`hls/...`). A key
 * always holds a `/` and a media hashslug never does, so neither kind of signature can stand in for the other.
 */
export function hlsSignedUrl(secret: string, key: string, viewer: HlsViewer): string {
  if (!key.startsWith('hls/')) throw new Error(`not an HLS key: ${key}`);
  const claims: SignedMediaClaims = { media: checkKey(key), userId: viewer.userId, expires: viewer.expires };
  return `${HLS_ROUTE_PREFIX}${key.slice(4)}?${signedMediaQuery(secret, claims)}`;
}

/** The storage key a `/media/hls/...` path names and whether its query signs it; null when it does not. */
export function verifyHlsUrl(
  secret: string,
  path: string,
  query: Record<string, string | string[] | undefined>,
  nowSeconds?: number,
): { key: string; userId: number; expires: number } | null {
  if (!path.startsWith(HLS_ROUTE_PREFIX)) return null;
  const key = `hls/${path.slice(HLS_ROUTE_PREFIX.length)}`;
  if (!isStorageKey(key)) return null;
  const claims = verifySignedMedia(secret, key, query, nowSeconds);
  return claims ? { key, userId: claims.userId, expires: claims.expires } : null;
}

/** Resolves a playlist's relative URI against the playlist's own key; refuses anything that leaves its folder. */
function resolve(playlistKey: string, uri: string): string {
  const folder = playlistKey.slice(0, playlistKey.lastIndexOf('/') + 1);
  if (
    /^[a-z][a-z0-9+.-]*:/i.test(uri) ||
    uri.startsWith('/') ||
    uri.split('/').some((p) => p === '..' || p === '.')
  )
    throw new Error(`playlist URI outside its package: ${uri}`);
  return checkKey(`${folder}${uri.split(/[?#]/)[0]}`);
}

const URI_ATTRIBUTE = /URI="([^"]*)"/g;

/** Every stored key a playlist refers to (variant playlists, init and media segments), in order, once each. */
export function playlistKeys(text: string, playlistKey: string): string[] {
  const keys = new Set<string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#'))
      for (const m of line.matchAll(URI_ATTRIBUTE)) keys.add(resolve(playlistKey, m[1] ?? ''));
    else keys.add(resolve(playlistKey, line));
  }
  return [...keys];
}

/**
 * Rewrites a stored playlist for one viewer: every URI in it (a master's variant playlists; a media playlist's
 * `EXT-X-MAP` and segments) becomes `urlOf(key)` for the key it names. With `hlsSignedUrl` as `urlOf`, the
 * master points to signed per-viewer media playlists and a media playlist to signed segments; a store that
 * presigns (S3) can map the keys from `playlistKeys` to its own URLs instead. Pure: same text, same answer.
 */
export function signPlaylist(text: string, playlistKey: string, urlOf: (key: string) => string): string {
  return text
    .split(/\r?\n/)
    .map((raw) => {
      const line = raw.trim();
      if (line === '') return line;
      if (line.startsWith('#'))
        return line.replace(URI_ATTRIBUTE, (_, uri: string) => `URI="${urlOf(resolve(playlistKey, uri))}"`);
      return urlOf(resolve(playlistKey, line));
    })
    .join('\n');
}

/** `signPlaylist` with `hlsSignedUrl`: the playlist a viewer's player is given. */
export function signPlaylistFor(
  secret: string,
  text: string,
  playlistKey: string,
  viewer: HlsViewer,
): string {
  return signPlaylist(text, playlistKey, (key) => hlsSignedUrl(secret, key, viewer));
}
