import { SESSION_COOKIE } from '@mahir/shared';
import type { Middleware } from 'koa';
import type { SessionService } from '../auth/session.service';
import type { AppContext, AppState } from './state';

export interface CookieOptions {
  secure: boolean;
  ttlHours: number;
}

/** Sets the session cookie: httpOnly, SameSite=Lax. */
export function setSessionCookie(ctx: AppContext, token: string, options: CookieOptions): void {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: options.ttlHours * 3600_000,
    overwrite: true,
  });
}

/** Makes sure the request has a session, starting an anonymous one when needed (pages, CSRF route). */
export async function ensureSession(ctx: AppContext, sessions: SessionService, cookie: CookieOptions) {
  if (ctx.state.session) return ctx.state.session;
  const { token, session } = await sessions.start(null, {
    ip: ctx.ip,
    userAgent: ctx.get('user-agent') || null,
  });
  setSessionCookie(ctx, token, cookie);
  ctx.state.session = session;
  return session;
}

/** Loads the session and user of the request from its cookie. */
export function sessionMiddleware(sessions: SessionService): Middleware<AppState> {
  return async (ctx, next) => {
    ctx.state.session = null;
    ctx.state.user = null;
    const token = ctx.cookies.get(SESSION_COOKIE);
    if (token) {
      const session = await sessions.load(token);
      if (session) {
        ctx.state.session = session;
        if (session.userId !== null) ctx.state.user = await sessions.userOf(session.userId);
      }
    }
    await next();
  };
}
