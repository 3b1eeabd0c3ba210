import { randomBytes } from 'node:crypto';
import { signedMediaQuery, verifySignedMedia } from '../media/media-url';
import { checkKey, isStorageKey } from '../storage/storage-key';

/** Where signed caption files are served: `/media/captions/<key after captions/>`. */
export const CAPTION_ROUTE_PREFIX = '/media/captions/';

/**
 * The viewer a preview module's caption links are signed for: anyone, signed in or not, as the preview's MP4 is
 * public. No account has id 0, so such a link opens no other signed file; the caption route alone accepts it.
 */
export const ANY_VIEWER = 0;

/** A new key for a module's track: `captions/<module hashslug>/<lang>-<random>.vtt` (a new one per upload). */
export function captionKey(moduleSlug: string, lang: string): string {
  return checkKey(`captions/${moduleSlug}/${lang}-${randomBytes(6).toString('hex')}.vtt`);
}

/**
 * A short-lived URL of a stored caption file for one viewer, signed as `/media/file/` links are, over the whole
 * storage key (`captions/...`): a key holds a `/` and starts `captions/`, so it can stand in neither for a
 * media hashslug nor for an HLS key.
 */
export function captionSignedUrl(
  secret: string,
  key: string,
  viewer: { userId: number; expires: number },
): string {
  if (!key.startsWith('captions/')) throw new Error(`not a caption key: ${key}`);
  const query = signedMediaQuery(secret, {
    media: checkKey(key),
    userId: viewer.userId,
    expires: viewer.expires,
  });
  return `${CAPTION_ROUTE_PREFIX}${key.slice('captions/'.length)}?${query}`;
}

/** The storage key a `/media/captions/...` path names and its viewer, when its query signs it; else null. */
export function verifyCaptionUrl(
  secret: string,
  path: string,
  query: Record<string, string | string[] | undefined>,
  nowSeconds?: number,
): { key: string; userId: number; expires: number } | null {
  if (!path.startsWith(CAPTION_ROUTE_PREFIX)) return null;
  const key = `captions/${path.slice(CAPTION_ROUTE_PREFIX.length)}`;
  if (!isStorageKey(key) || !key.endsWith('.vtt')) return null;
  const claims = verifySignedMedia(secret, key, query, nowSeconds);
  return claims ? { key, userId: claims.userId, expires: claims.expires } : null;
}
