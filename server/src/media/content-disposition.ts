const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** A file name for a download from its title: unsafe characters removed, spaces collapsed, extension added. */
export function downloadName(title: string, extension: string): string {
  const ext = extension.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const base = Array.from(
    title
      .replace(UNSAFE, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[.\s]+/, '')
      .trim(),
  )
    .slice(0, 120)
    .join('')
    .trim();
  const name = base || 'download';
  return ext ? `${name}.${ext}` : name;
}

/** `Content-Disposition` with an ASCII fallback name and the UTF-8 name (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', filename?: string): string {
  if (!filename) return type;
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
