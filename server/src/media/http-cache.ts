/** A strong validator for a stored file: it changes whenever the file's size or modification time does. */
export function fileEtag(hashslug: string, size: number, mtimeMs: number): string {
  return `"${hashslug}-${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

function etagList(header: string): string[] {
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

/** HTTP dates carry whole seconds only, so compare at that precision. */
function seconds(ms: number): number {
  return Math.floor(ms / 1000);
}

/**
 * Whether a GET may answer 304: If-None-Match (weak comparison) wins over If-Modified-Since (RFC 9110 §13.2.2).
 */
export function isNotModified(
  headers: { ifNoneMatch?: string; ifModifiedSince?: string },
  etag: string,
  lastModifiedMs: number,
): boolean {
  if (headers.ifNoneMatch) {
    const tags = etagList(headers.ifNoneMatch);
    return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
  }
  if (headers.ifModifiedSince) {
    const since = Date.parse(headers.ifModifiedSince);
    return Number.isFinite(since) && seconds(lastModifiedMs) <= seconds(since);
  }
  return false;
}

/** Whether `If-Range` lets a Range request be honoured: the validator must still match (strongly for tags). */
export function ifRangeHolds(ifRange: string | undefined, etag: string, lastModifiedMs: number): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag;
  const date = Date.parse(value);
  return Number.isFinite(date) && seconds(date) === seconds(lastModifiedMs);
}
