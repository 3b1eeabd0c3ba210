import { SESSION_COOKIE } from '@mahir/shared';
import type { Middleware } from 'koa';
import type { SessionService } from '../auth/session.service';
import type { CsrfTokens } from './csrf-token';
import type { AppState, HttpContext, RequestSession } from './state';

export interface CookieOptions {
  secure: boolean;
  ttlHours: number;
}

/** Sets the session cookie: httpOnly, SameSite=Lax. */
export function setSessionCookie(ctx: HttpContext, token: string, options: CookieOptions): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: options.ttlHours * 3600_000,
    overwrite: true,
  });
}

/** Removes the session cookie (logout). */
export function clearSessionCookie(ctx: HttpContext, options: CookieOptions): void {
  ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'lax', secure: options.secure });
}

export interface SessionContext {
  sessions: SessionService;
  cookie: CookieOptions;
  csrf: CsrfTokens;
}

/**
 * Makes sure the request has a session, starting one when something must be kept for a visitor (a
 * cart). The visitor's CSRF token becomes the session's, so the page they are on keeps working.
 */
export async function ensureSession(ctx: HttpContext, deps: SessionContext): Promise<RequestSession> {
  if (ctx.state.session) return ctx.state.session;
  const { token, session } = await deps.sessions.start(
    null,
    { ip: ctx.ip, userAgent: ctx.get('user-agent') || null },
    undefined,
    deps.csrf.visitorToken(ctx) ?? undefined,
  );
  setSessionCookie(ctx, token, deps.cookie);
  ctx.state.session = session;
  return session;
}

/** Loads the session and user of the request from its cookie; a request without one writes nothing. */
export function sessionMiddleware(deps: SessionContext): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.session = null;
    ctx.state.user = null;
    ctx.state.keepSession = () => ensureSession(ctx as HttpContext, deps);
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const session = await deps.sessions.load(token);
      if (session) {
        ctx.state.session = session;
        if (session.userId !== null && !session.secondFactor)
          ctx.state.user = await deps.sessions.userOf(session.userId);
      }
    }
    await next();
  };
}
