import { pageApiClient } from '@mahir/ui';

/**
 * The back office's API client. The page comes from the server (in the browser and in Electron), so calls
 * are same-origin; the token comes from the page's meta tag or `GET /ajax/v2/auth/csrf`.
 */
export const api = pageApiClient();
