import { createApiClient } from '@mahir/shared/client/api-client';
import { routes } from './routes';
import { loadPageServerText, pageServerText } from './server-text';

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

/** Asks the server for a fresh token and stores it; null when the server gave none. */
export async function refreshCsrf(): Promise<string | null> {
  const res = await fetch(routes.auth.csrf.path, { credentials: 'include' });
  if (!res.ok) return null;
  const body = (await res.json()) as { data: { csrf_token: string } };
  writeCsrfMeta(body.data.csrf_token);
  return body.data.csrf_token;
}

/** Makes sure a CSRF token is at hand before a state-changing call made outside the API client. */
export async function ensureCsrf(): Promise<void> {
  if (!readCsrfMeta()) await refreshCsrf();
}

/**
 * The API client of a page the server sent (storefront and back office, in a browser or in Electron):
 * same origin, the token from the page's meta tag, refreshed on 419.
 */
export function pageApiClient() {
  loadPageServerText();
  return createApiClient({ csrfToken: readCsrfMeta, onCsrfExpired: refreshCsrf, translate: pageServerText });
}
