import type { Middleware } from 'koa';
import type { AppState, HttpContext } from './state';

/**
 * The pages' Content-Security-Policy: scripts only from the app itself and never inline (the CSRF value
 * travels in a meta tag); inline styles are allowed because Mantine injects its style tags at run time;
 * images and media from the app, `data:` and `blob:`; PDFs open in a frame of the app's own media URLs.
 * `fileOrigins` are where those URLs may redirect to: the bucket of presigned media URLs (`S3_BUCKET`).
 */
export function contentSecurityPolicy(fileOrigins: readonly string[] = []): string {
  const files = fileOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${files}`,
    `media-src 'self' data: blob:${files}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    `frame-src 'self' blob:${files}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The pages' policy when every file is served from the app itself (files on disk). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * The policy of data answers (JSON and plain text: the API, its errors, provider callbacks, health): they
 * are never meant to run or load anything, nor to be framed, so a browser opening one directly does neither.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Browsers that reached us over HTTPS keep using it for a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Headers every HTML page gets: the CSP above (or the one given, naming the bucket). */
export function pageSecurityHeaders(ctx: HttpContext, policy: string = CONTENT_SECURITY_POLICY): void {
  ctx.set('Content-Security-Policy', policy);
}

/**
 * Headers on every answer: no sniffing, same-origin referrers and framing, and HSTS when the request
 * came over HTTPS (seen directly or through the trusted proxies). Data answers that set no policy of
 * their own get `API_CONTENT_SECURITY_POLICY`; this runs outside the error middleware, so errors get it too.
 */
export function securityHeaders(): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    if (ctx.secure) ctx.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    try {
      await next();
    } finally {
      const data = ctx.response.is('json') || ctx.response.is('text/plain');
      if (data && !ctx.response.get('Content-Security-Policy'))
        ctx.set('Content-Security-Policy', API_CONTENT_SECURITY_POLICY);
    }
  };
}
