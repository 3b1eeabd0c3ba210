import { contract, createApiClient } from '@mahir/shared';
import { readCsrfMeta, writeCsrfMeta } from '@mahir/storefront/ui';

async function fetchCsrf(): Promise<string | null> {
  const res = await fetch(contract.auth.csrf.path, { credentials: 'include' });
  if (!res.ok) return null;
  const body = (await res.json()) as { data: { csrf_token: string } };
  writeCsrfMeta(body.data.csrf_token);
  return body.data.csrf_token;
}

/**
 * The back office's API client. The page comes from the server (in the browser and in Electron), so calls
 * are same-origin; the token comes from the page's meta tag or `GET /ajax/v2/auth/csrf`.
 */
export const api = createApiClient({ csrfToken: readCsrfMeta, onCsrfExpired: fetchCsrf });

/** Makes sure a CSRF token is at hand before the first state-changing call. */
export async function ensureCsrf(): Promise<void> {
  if (!readCsrfMeta()) await fetchCsrf();
}
