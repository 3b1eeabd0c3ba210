/** What a `Range` header asks of a file of known size (RFC 9110 §14). */
export type ByteRange =
  /** No usable range: send the whole file with 200. */
  | { kind: 'full' }
  /** One satisfiable range, inclusive bounds: 206 with Content-Range. */
  | { kind: 'partial'; start: number; end: number }
  /** A well-formed range that lies outside the file: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Parses a `Range` header for a file of `size` bytes. Only single `bytes` ranges are honoured; other units,
 * malformed headers and multi-range requests are ignored (the whole file is sent), which RFC 9110 allows.
 *
 * @example parseRange('bytes=0-99', 1000) // { kind: 'partial', start: 0, end: 99 }
 */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return { kind: 'full' };
  const eq = header.indexOf('=');
  if (eq < 0 || header.slice(0, eq).trim().toLowerCase() !== 'bytes') return { kind: 'full' };
  const specs = header
    .slice(eq + 1)
    .split(',')
    .map((s) => s.trim());
  if (specs.length !== 1) return { kind: 'full' };
  const match = SPEC.exec(specs[0] ?? '');
  if (!match) return { kind: 'full' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return { kind: 'full' };
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
