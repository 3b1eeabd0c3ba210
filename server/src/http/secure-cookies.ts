import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { AppState } from './state';

/**
 * With `SECURE_COOKIES=1` every cookie is sent `Secure`, even when the request arrived over plain http
 * (Koa would otherwise refuse to set them and answer 500). Browsers drop such cookies on http, so the
 * first plain request logs once why logins and forms will not stick.
 */
export function secureCookies(logger: Logger): Middleware<AppState> {
  let warned = false;
  return async (ctx, next) => {
    ctx.cookies.secure = true;
    if (!ctx.secure && !warned) {
      warned = true;
      logger.warn(
        { path: ctx.path, protocol: ctx.protocol },
        'SECURE_COOKIES=1 but a request came over plain http: browsers will not keep its Secure session and CSRF cookies, so logins and forms fail. Serve over HTTPS (behind a proxy set TRUST_PROXY so its X-Forwarded-Proto counts) or unset SECURE_COOKIES.',
      );
    }
    await next();
  };
}
