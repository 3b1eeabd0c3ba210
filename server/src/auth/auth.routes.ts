import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import type { AppContext } from '../app-context';
import { mount, prepare } from '../http/contract-router';
import { clearSessionCookie, setSessionCookie } from '../http/session-middleware';
import type { AppState, HttpContext } from '../http/state';

const A = ACCOUNT_MSG.en;
const routes = contract.auth;
const security = contract.accountSecurity;

/**
 * `/ajax/v2/auth/*`: login (and its second step), logout, me, csrf. Login and logout touch cookies, so they read
 * ctx here.
 */
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
    ctx.body =
      result.kind === 'signed-in'
        ? { data: { user: result.user, csrf_token: result.csrfToken, redirect: result.user.home } }
        : {
            data: { second_factor: result.step, csrf_token: result.csrfToken },
            message: result.step === 'enrol' ? A.twoFactorRequired : A.twoFactorCodeRequired,
          };
  });
  // The second step of a two-factor sign-in: the waiting session becomes a full one (a new id again).
  router.post(security.secondFactorLogin.path, async (ctx) => {
    const { body, ip, session } = await prepare(security.secondFactorLogin, ctx as HttpContext);
    const result = await auth.completeSecondFactor(session, body.code, {
      ip,
      userAgent: ctx.get('user-agent') || null,
    });
    setSessionCookie(ctx as HttpContext, result.token, cookie);
    const data = security.secondFactorLogin.response.parse({
      user: result.user,
      csrf_token: result.csrfToken,
      redirect: result.user.home,
      recovery_codes: result.recoveryCodes,
      recovery_codes_left: result.recoveryCodesLeft,
    });
    const message = result.recoveryCodes
      ? A.recoveryCodesShownOnce
      : result.recoveryCodesLeft !== undefined
        ? A.recoveryCodesLeft(result.recoveryCodesLeft)
        : undefined;
    ctx.body = message ? { data, message } : { data };
  });
  mount(router, security.secondFactorLoginEnrol, async ({ session }) => {
    const started = await auth.beginSecondFactorEnrolment(session);
    return {
      data: { secret: started.secret, uri: started.uri, qr_svg: started.qrSvg },
      message: A.twoFactorEnrolStarted,
    };
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
