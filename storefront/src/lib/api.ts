import { createApiClient } from '@mahir/shared/client/api-client';
import { readCsrfMeta, writeCsrfMeta } from '../ui/csrf';
import { routes } from '../ui/routes';

/** The storefront's API client: same origin, CSRF from the page's meta tag, refreshed on 419. */
export const api = createApiClient({
  csrfToken: readCsrfMeta,
  onCsrfExpired: async () => {
    const res = await fetch(routes.auth.csrf.path, { credentials: 'include' });
    if (!res.ok) return null;
    const body = (await res.json()) as { data: { csrf_token: string } };
    writeCsrfMeta(body.data.csrf_token);
    return body.data.csrf_token;
  },
});
