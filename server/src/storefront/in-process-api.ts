import type { RequestListener } from 'node:http';
import { type ApiClient, createApiClient } from '@mahir/shared/client/api-client';
import { inject } from 'light-my-request';
import { CSRF_COOKIE } from '../http/csrf-token';
import type { HttpContext } from '../http/state';

/** Headers of the page request that the API's answers may depend on (who asks, in what language, from where). */
const FORWARDED = ['cookie', 'user-agent', 'accept-language', 'host', 'x-forwarded-for', 'x-forwarded-proto'];

const NONCE_COOKIE = new RegExp(`^${CSRF_COOKIE}=([^;]*)`);

/** The visitor's CSRF nonce when this very response issues it: their browser does not send it yet. */
function issuedNonce(ctx: HttpContext): string | null {
  const set = ctx.response.headers['set-cookie'];
  for (const line of Array.isArray(set) ? set : set ? [String(set)] : []) {
    const match = NONCE_COOKIE.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * The API as the viewer of a page request sees it, answered in this process: each call goes through the app's
 * whole middleware (session, CSRF, access checks, the contract) without a socket, with the page request's
 * cookies, client address and CSRF token. Server rendering fetches what a page's screens ask for through it,
 * so a rendered page shows exactly what the app would have fetched.
 */
export function inProcessApi(dispatch: () => RequestListener) {
  return (ctx: HttpContext, csrfToken: string): ApiClient => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = ctx.get(name);
      if (value) headers[name] = value;
    }
    const nonce = issuedNonce(ctx);
    if (nonce) headers.cookie = [headers.cookie, `${CSRF_COOKIE}=${nonce}`].filter(Boolean).join('; ');
    const remoteAddress = ctx.req.socket?.remoteAddress ?? '127.0.0.1';

    return createApiClient({
      csrfToken: () => csrfToken,
      fetch: async (url, init) => {
        const body = init?.body;
        const res = await inject(dispatch(), {
          method: init?.method ?? 'GET',
          url: String(url),
          remoteAddress,
          headers: { ...headers, ...(init?.headers as Record<string, string> | undefined) },
          ...(body === undefined || body === null ? {} : { payload: String(body) }),
        });
        return new Response(res.rawPayload.length > 0 ? new Uint8Array(res.rawPayload) : null, {
          status: res.statusCode,
          headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
        });
      },
    });
  };
}

export type InProcessApi = ReturnType<typeof inProcessApi>;
