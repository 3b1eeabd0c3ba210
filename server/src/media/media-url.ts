import { createHmac, timingSafeEqual } from 'node:crypto';

/** Public media (banners, previews, watermarked photos, avatars): cacheable, no login. */
export function publicMediaUrl(hashslug: string, extension: string): string {
  return `/media/public/${hashslug}.${extension}`;
}

export interface SignedMediaClaims {
  /** media_files.hashslug */
  media: string;
  /** The entitled user; the URL works only with that user's session. */
  userId: number;
  /** Unix seconds after which the URL is refused. */
  expires: number;
  /** When set, the file is sent as an attachment with this name. */
  download?: string;
}

function signature(secret: string, c: SignedMediaClaims): string {
  return createHmac('sha256', secret)
    .update(`${c.media}|${c.userId}|${c.expires}|${c.download ?? ''}`)
    .digest('base64url');
}

/** The query (`u`, `e`, `d`, `s`) that signs `claims`; `claims.media` names what is signed (a hashslug, a key). */
export function signedMediaQuery(secret: string, claims: SignedMediaClaims): string {
  const q = new URLSearchParams({ u: String(claims.userId), e: String(claims.expires) });
  if (claims.download) q.set('d', claims.download);
  q.set('s', signature(secret, claims));
  return q.toString();
}

/** A short-lived signed URL to a protected file (module videos, ebooks, photos, attachments). */
export function signedMediaUrl(secret: string, claims: SignedMediaClaims): string {
  return `/media/file/${claims.media}?${signedMediaQuery(secret, claims)}`;
}

/** Checks a signed URL's query; returns its claims when genuine and unexpired, else null. */
export function verifySignedMedia(
  secret: string,
  media: string,
  query: Record<string, string | string[] | undefined>,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignedMediaClaims | null {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const userId = Number(one(query.u));
  const expires = Number(one(query.e));
  const download = one(query.d);
  const given = one(query.s);
  if (!Number.isInteger(userId) || !Number.isInteger(expires) || !given || expires < nowSeconds) return null;
  const claims: SignedMediaClaims = { media, userId, expires, ...(download ? { download } : {}) };
  const expected = Buffer.from(signature(secret, claims));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? claims : null;
}
