import type { MediaFile } from '@mahir/db';
import { AppError } from '../http/app-error';
import type { HttpContext } from '../http/state';
import type { FileStat, FileStore } from '../storage/file-store';
import { FileNotFoundError, InvalidKeyError } from '../storage/storage-errors';
import { parseRange } from './byte-range';
import { fileEtag, ifRangeHolds, isNotModified } from './http-cache';
import type { ImageVariant } from './image-variant.service';

/** What delivery needs of a stored object: its key, a stable name for its ETag, and its type. */
export type StoredObject = Pick<MediaFile, 'storage_path' | 'hashslug' | 'mime'>;

/** How a stored file is answered. */
export interface DeliveryOptions {
  /** `public` files are cached by anyone for long; `private` ones only by the user's browser, briefly. */
  cacheControl: string;
  /** The Content-Disposition header value. */
  disposition: string;
}

/** A stored file's size and time, or null when it is missing or its row names no valid key. */
async function locate(storage: FileStore, media: StoredObject): Promise<FileStat | null> {
  try {
    return await storage.stat(media.storage_path);
  } catch (err) {
    if (err instanceof InvalidKeyError) return null;
    throw err;
  }
}

/**
 * Answers a GET or HEAD for a stored file: validators (ETag, Last-Modified, 304), single byte ranges
 * (206 with Content-Range, 416 when unsatisfiable, If-Range), the right type, and no compression so byte
 * offsets stay true.
 */
export async function sendStoredFile(
  ctx: HttpContext,
  storage: FileStore,
  media: StoredObject,
  options: DeliveryOptions,
): Promise<void> {
  const file = await locate(storage, media);
  if (!file) throw AppError.notFound();
  const mtimeMs = file.modified.getTime();
  const etag = fileEtag(media.hashslug, file.size, mtimeMs);
  ctx.compress = false;
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', file.modified.toUTCString());
  ctx.set('Cache-Control', options.cacheControl);
  ctx.set('Content-Disposition', options.disposition);

  const conditional = {
    ifNoneMatch: ctx.get('if-none-match'),
    ifModifiedSince: ctx.get('if-modified-since'),
  };
  if (isNotModified(conditional, etag, mtimeMs)) {
    ctx.status = 304;
    return;
  }
  const rangeHeader = ifRangeHolds(ctx.get('if-range') || undefined, etag, mtimeMs)
    ? ctx.get('range') || undefined
    : undefined;
  const range = parseRange(rangeHeader, file.size);
  if (range.kind === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${file.size}`);
    ctx.body = '';
    return;
  }
  const start = range.kind === 'partial' ? range.start : 0;
  const end = range.kind === 'partial' ? range.end : file.size - 1;
  const length = file.size === 0 ? 0 : end - start + 1;
  if (ctx.method !== 'HEAD' && length > 0) {
    try {
      ctx.body = await storage.get(media.storage_path, { start, end });
    } catch (err) {
      // Removed between the stat and the read.
      if (err instanceof FileNotFoundError) throw AppError.notFound();
      throw err;
    }
  } else if (ctx.method !== 'HEAD') ctx.body = '';
  ctx.status = range.kind === 'partial' ? 206 : 200;
  if (range.kind === 'partial') ctx.set('Content-Range', `bytes ${start}-${end}/${file.size}`);
  ctx.type = media.mime;
  ctx.length = length;
}

/**
 * Sends the client to the bucket for a private file (302 to a presigned GET, valid `expiresIn` seconds):
 * the caller has checked the link, the session and the entitlement; the bucket then serves Range, If-Range,
 * 206 and 416 itself and the bytes never pass through this instance. Answers false when the store has no
 * such URLs (disk), so the caller streams instead.
 */
export async function redirectToStoredFile(
  ctx: HttpContext,
  storage: FileStore,
  media: StoredObject,
  options: DeliveryOptions & { expiresIn: number },
): Promise<boolean> {
  if (storage.kind !== 's3') return false;
  // No HeadObject first: the row exists, and a missing object is answered 404 by the bucket itself.
  const url = await storage.signedUrl(media.storage_path, {
    expiresIn: options.expiresIn,
    disposition: options.disposition,
    contentType: media.mime,
    cacheControl: options.cacheControl,
  });
  if (!url) return false;
  // The presigned URL is a bearer link: never cached on the way, never passed on as a referrer.
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.redirect(url);
  return true;
}

/**
 * Answers a GET or HEAD for an image rendition: validators and 304, and the format's type. The format is in
 * the URL, so one URL is always one format and caches need no `Vary: Accept`.
 */
export async function sendImageVariant(
  ctx: HttpContext,
  storage: FileStore,
  variant: ImageVariant,
): Promise<void> {
  const mtimeMs = variant.stat.modified.getTime();
  const etag = fileEtag(`${variant.hashslug}-${variant.key.split('/').pop()}`, variant.stat.size, mtimeMs);
  ctx.compress = false;
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', variant.stat.modified.toUTCString());
  ctx.set('Cache-Control', variant.cacheControl);
  ctx.set('Content-Disposition', 'inline');
  if (variant.cacheControl.startsWith('private')) ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
  if (
    isNotModified(
      { ifNoneMatch: ctx.get('if-none-match'), ifModifiedSince: ctx.get('if-modified-since') },
      etag,
      mtimeMs,
    )
  ) {
    ctx.status = 304;
    return;
  }
  if (ctx.method !== 'HEAD') {
    try {
      ctx.body = await storage.get(variant.key);
    } catch (err) {
      if (err instanceof FileNotFoundError) throw AppError.notFound();
      throw err;
    }
  } else ctx.body = '';
  ctx.status = 200;
  ctx.type = variant.mime;
  ctx.length = variant.stat.size;
}
