import { pageApiClient } from '@mahir/ui/csrf';

/** The storefront's API client: same origin, CSRF from the page's meta tag, refreshed on 419. */
export const api = pageApiClient();
