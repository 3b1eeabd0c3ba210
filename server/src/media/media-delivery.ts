import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { sep } from 'node:path';
import type { MediaFile } from '@mahir/db';
import { AppError } from '../http/app-error';
import type { HttpContext } from '../http/state';
import { parseRange } from './byte-range';
import { fileEtag, ifRangeHolds, isNotModified } from './http-cache';
import { resolveStoragePath } from './media-storage';

/** How a stored file is answered. */
export interface DeliveryOptions {
  /** `public` files are cached by anyone for long; `private` ones only by the user's browser, briefly. */
  cacheControl: string;
  /** The Content-Disposition header value. */
  disposition: string;
}

/** The file on disk behind a media row, or null when it is missing or (through links) outside the data dir. */
async function locate(dataDir: string, media: MediaFile) {
  const path = resolveStoragePath(dataDir, media.storage_path);
  if (!path) return null;
  try {
    const [real, root] = await Promise.all([realpath(path), realpath(dataDir)]);
    if (!real.startsWith(root + sep)) return null;
    const info = await stat(real);
    return info.isFile() ? { path: real, size: info.size, mtimeMs: info.mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * Answers a GET or HEAD for a stored file: validators (ETag, Last-Modified, 304), single byte ranges
 * (206 with Content-Range, 416 when unsatisfiable, If-Range), the right type, and no compression so byte
 * offsets stay true.
 */
export async function sendStoredFile(
  ctx: HttpContext,
  dataDir: string,
  media: MediaFile,
  options: DeliveryOptions,
): Promise<void> {
  const file = await locate(dataDir, media);
  if (!file) throw AppError.notFound();
  const etag = fileEtag(media.hashslug, file.size, file.mtimeMs);
  ctx.compress = false;
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', new Date(file.mtimeMs).toUTCString());
  ctx.set('Cache-Control', options.cacheControl);
  ctx.set('Content-Disposition', options.disposition);

  const conditional = {
    ifNoneMatch: ctx.get('if-none-match'),
    ifModifiedSince: ctx.get('if-modified-since'),
  };
  if (isNotModified(conditional, etag, file.mtimeMs)) {
    ctx.status = 304;
    return;
  }
  const rangeHeader = ifRangeHolds(ctx.get('if-range') || undefined, etag, file.mtimeMs)
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
  ctx.status = range.kind === 'partial' ? 206 : 200;
  if (range.kind === 'partial') ctx.set('Content-Range', `bytes ${start}-${end}/${file.size}`);
  ctx.type = media.mime;
  if (ctx.method !== 'HEAD' && length > 0) ctx.body = createReadStream(file.path, { start, end });
  else if (ctx.method !== 'HEAD') ctx.body = '';
  ctx.length = length;
}
