import { createHmac, randomBytes } from 'node:crypto';
import type { CookieOptions } from './session-middleware';
import type { HttpContext } from './state';

/** The visitor's CSRF nonce: random, httpOnly; the token a page carries is its HMAC with the app secret. */
export const CSRF_COOKIE = 'mahir_csrf';

const NONCE = /^[\w-]{43}$/;

/**
 * Stateless CSRF tokens for visitors, so a page view writes no session row. Once a session exists its
 * own token is the one expected; a session started for a visitor takes over the visitor's token.
 */
export function createCsrfTokens(secret: string, cookie: CookieOptions) {
  const sign = (nonce: string) => createHmac('sha256', secret).update(`csrf:${nonce}`).digest('base64url');
  const nonceOf = (ctx: HttpContext): string | null => {
    const nonce = ctx.cookies.get(CSRF_COOKIE);
    return nonce && NONCE.test(nonce) ? nonce : null;
  };
  const issue = (ctx: HttpContext): string => {
    const nonce = randomBytes(32).toString('base64url');
    ctx.cookies.set(CSRF_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: cookie.secure,
      overwrite: true,
    });
    return sign(nonce);
  };

  return {
    /** The token a state-changing request must echo, or null when the client holds none. */
    expected(ctx: HttpContext): string | null {
      if (ctx.state.session) return ctx.state.session.csrfToken;
      const nonce = nonceOf(ctx);
      return nonce ? sign(nonce) : null;
    },

    /** The visitor's current token, if their browser holds a nonce. */
    visitorToken(ctx: HttpContext): string | null {
      const nonce = nonceOf(ctx);
      return nonce ? sign(nonce) : null;
    },

    /** The token to hand out (page meta, `/auth/csrf`): the session's, or the visitor's, issued when missing. */
    forRequest(ctx: HttpContext): string {
      if (ctx.state.session) return ctx.state.session.csrfToken;
      const nonce = nonceOf(ctx);
      return nonce ? sign(nonce) : issue(ctx);
    },

    /** A new visitor token (after logout), so nothing from the ended session carries over. */
    renew(ctx: HttpContext): string {
      return issue(ctx);
    },
  };
}

export type CsrfTokens = ReturnType<typeof createCsrfTokens>;
