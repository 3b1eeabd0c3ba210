import Router from '@koa/router';
import { contract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount, prepare } from '../http/contract-router';
import { clearSessionCookie, setSessionCookie } from '../http/session-middleware';
import type { AppState, HttpContext } from '../http/state';

const routes = contract.auth;

/** `/ajax/v2/auth/*`: login, logout, me, csrf. Login and logout touch cookies, so they read ctx here. */
export function authRouter(ctx: AppContext): Router<AppState> {
  const { auth, cookie, csrf } = ctx;
  const router = new Router<AppState>();

  router.post(routes.login.path, async (ctx) => {
    const { body, ip } = await prepare(routes.login, ctx as HttpContext);
    const result = await auth.login(body, {
      ip,
      userAgent: ctx.get('user-agent') || null,
      previousSessionId: ctx.state.session?.id ?? null,
    });
    setSessionCookie(ctx as HttpContext, result.token, cookie);
    ctx.body = { data: { user: result.user, csrf_token: result.csrfToken, redirect: result.user.home } };
  });
  // Logging out ends the session and its cookie; the visitor gets a fresh stateless token, no new row.
  router.post(routes.logout.path, async (ctx) => {
    await auth.logout(ctx.state.session?.id ?? null);
    ctx.state.session = null;
    ctx.state.user = null;
    clearSessionCookie(ctx as HttpContext, cookie);
    ctx.body = { data: { csrf_token: csrf.renew(ctx as HttpContext), redirect: '/' } };
  });

  mount(router, routes.me, async ({ user }) => ({ data: { user } }));
  mount(router, routes.session, async ({ user }) => ({ data: { user } }));

  router.get(routes.csrf.path, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: { csrf_token: csrf.forRequest(ctx as HttpContext) } };
  });

  return router;
}
