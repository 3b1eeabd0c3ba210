import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import type { SecuritySettings } from '../auth/security-settings';
import { AppError } from '../http/app-error';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import type { AccountSecurityService } from './account-security.service';

const routes = contract.accountSecurity;
const A = ACCOUNT_MSG.en;

/**
 * Two-factor set-up and removal, "My sessions", the email change, and the admins' two-factor setting (issue 19);
 * sign-in's second step is in auth.
 */
export function accountSecurityRouter(
  security: AccountSecurityService,
  settings: SecuritySettings,
): Router<AppState> {
  const router = new Router<AppState>();

  mount(router, routes.secondFactorStatus, async ({ user }) => ({
    data: await security.secondFactorStatus(user),
  }));
  mount(router, routes.secondFactorBegin, async ({ user }) => ({
    data: await security.beginSecondFactor(user),
    message: A.twoFactorEnrolStarted,
  }));
  mount(router, routes.secondFactorConfirm, async ({ user, body }) => ({
    data: { recovery_codes: await security.confirmSecondFactor(user, body.code) },
    message: `${A.twoFactorEnabled} ${A.recoveryCodesShownOnce}`,
  }));
  mount(router, routes.secondFactorRecoveryCodes, async ({ user, body }) => ({
    data: { recovery_codes: await security.regenerateRecoveryCodes(user, body.code) },
    message: `${A.recoveryCodesRegenerated} ${A.recoveryCodesShownOnce}`,
  }));
  mount(router, routes.secondFactorDisable, async ({ user, body, ip }) => {
    await security.disableSecondFactor(user, body, ip);
    return { data: { enabled: false as const }, message: A.twoFactorDisabled };
  });

  mount(router, routes.sessions, async ({ user, session }) => ({
    data: await security.listSessions(user, session?.id ?? null),
  }));
  mount(router, routes.endSession, async ({ user, body }) => {
    await security.endSession(user, body.id);
    return { data: { signed_out: true as const }, message: A.sessionSignedOut };
  });
  mount(router, routes.endOtherSessions, async ({ user, session }) => {
    if (!session) throw AppError.unauthenticated();
    const count = await security.endOtherSessions(user, session.id);
    return { data: { signed_out: count }, message: A.otherSessionsSignedOut };
  });

  mount(router, routes.securitySettings, async () => ({ data: await settings.view() }));
  mount(router, routes.saveSecuritySettings, async ({ user, body }) => {
    await settings.setSecondFactorRequired(body.two_factor_required, user.id);
    return { data: await settings.view(), message: A.securitySettingsSaved };
  });

  mount(router, routes.resetSecondFactor, async ({ body }) => {
    await security.resetSecondFactorOf(body.email);
    return { data: { reset: true as const }, message: A.twoFactorResetDone };
  });

  mount(router, routes.requestEmailChange, async ({ user, body, ip }) => {
    await security.requestEmailChange(user, body, ip);
    return { data: { email: body.email }, message: A.emailChangeSent };
  });
  mount(router, routes.confirmEmailChange, async ({ body }) => ({
    data: { email: await security.confirmEmailChange(body.token) },
    message: A.emailChanged,
  }));

  return router;
}
