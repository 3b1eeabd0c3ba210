/** Reads the CSRF token the server put into the page's meta tag. */
export function readCsrfMeta(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
}

/** Stores a fresh token (after login, logout or a 419) where the next call will find it. */
export function writeCsrfMeta(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.appendChild(meta);
  }
  meta.content = token;
}
