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

  mount(router, routes.secondFactorStatus, async ({ actor }) => ({
    data: await security.secondFactorStatus(actor),
  }));
  mount(router, routes.secondFactorBegin, async ({ actor }) => ({
    data: await security.beginSecondFactor(actor),
    message: A.twoFactorEnrolStarted,
  }));
  mount(router, routes.secondFactorConfirm, async ({ actor, body }) => ({
    data: { recovery_codes: await security.confirmSecondFactor(actor, body.code) },
    message: A.twoFactorEnabledWithCodes,
  }));
  mount(router, routes.secondFactorRecoveryCodes, async ({ actor, body }) => ({
    data: { recovery_codes: await security.regenerateRecoveryCodes(actor, body.code) },
    message: A.recoveryCodesRegeneratedWithCodes,
  }));
  mount(router, routes.secondFactorDisable, async ({ actor, body, ip }) => {
    await security.disableSecondFactor(actor, body, ip);
    return { data: { enabled: false as const }, message: A.twoFactorDisabled };
  });

  mount(router, routes.sessions, async ({ actor, session }) => ({
    data: await security.listSessions(actor, session?.id ?? null),
  }));
  mount(router, routes.endSession, async ({ actor, body }) => {
    await security.endSession(actor, body.id);
    return { data: { signed_out: true as const }, message: A.sessionSignedOut };
  });
  mount(router, routes.endOtherSessions, async ({ actor, session }) => {
    if (!session) throw AppError.unauthenticated();
    const count = await security.endOtherSessions(actor, session.id);
    return { data: { signed_out: count }, message: A.otherSessionsSignedOut };
  });

  mount(router, routes.securitySettings, async () => ({ data: await settings.view() }));
  mount(router, routes.saveSecuritySettings, async ({ actor, body }) => {
    await settings.setSecondFactorRequired(actor, body.two_factor_required);
    return { data: await settings.view(), message: A.securitySettingsSaved };
  });

  mount(router, routes.resetSecondFactor, async ({ body }) => {
    await security.resetSecondFactorOf(body.email);
    return { data: { reset: true as const }, message: A.twoFactorResetDone };
  });

  mount(router, routes.requestEmailChange, async ({ actor, body, ip }) => {
    await security.requestEmailChange(actor, body, ip);
    return { data: { email: body.email }, message: A.emailChangeSent };
  });
  mount(router, routes.confirmEmailChange, async ({ body }) => ({
    data: { email: await security.confirmEmailChange(body.token) },
    message: A.emailChanged,
  }));

  return router;
}
