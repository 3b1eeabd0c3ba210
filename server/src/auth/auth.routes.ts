import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { mount, prepare } from '../http/contract-router';
import { type CookieOptions, ensureSession, setSessionCookie } from '../http/session-middleware';
import type { AppContext, AppState } from '../http/state';
import type { AuthService } from './auth.service';
import type { SessionService } from './session.service';

const routes = contract.auth;

/** `/ajax/v2/auth/*`: login, logout, me, csrf. Login and logout touch cookies, so they read ctx here. */
export function authRouter(
  auth: AuthService,
  sessions: SessionService,
  cookie: CookieOptions,
): Router<AppState> {
  const router = new Router<AppState>();

  router.post(routes.login.path, async (ctx) => {
    const { body } = prepare(routes.login, ctx as AppContext);
    const result = await auth.login(body, {
      ip: ctx.ip,
      userAgent: ctx.get('user-agent') || null,
      previousSessionId: ctx.state.session?.id ?? null,
    });
    setSessionCookie(ctx as AppContext, result.token, cookie);
    ctx.body = { data: { user: result.user, csrf_token: result.csrfToken, redirect: result.user.home } };
  });
  router.post(routes.logout.path, async (ctx) => {
    await auth.logout(ctx.state.session?.id ?? null);
    ctx.state.session = null;
    const session = await ensureSession(ctx as AppContext, sessions, cookie);
    ctx.body = { data: { csrf_token: session.csrfToken, redirect: '/' } };
  });

  mount(router, routes.me, async ({ user }) => ({ data: { user } }));
  mount(router, routes.session, async ({ user }) => ({ data: { user } }));

  router.get(routes.csrf.path, async (ctx) => {
    const session = await ensureSession(ctx as AppContext, sessions, cookie);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { csrf_token: session.csrfToken } };
  });

  return router;
}
