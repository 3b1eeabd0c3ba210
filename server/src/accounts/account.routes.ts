import Router from '@koa/router';
import { contract } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import type { AccountService } from './account.service';

const routes = contract.account;
const A = ACCOUNT_MSG.en;

/** `/ajax/v2/auth/register`, `verify-email`, `forgot-password`, `reset-password` (issue 19). */
export function accountRouter(accounts: AccountService): Router<AppState> {
  const router = new Router<AppState>();

  mount(router, routes.register, async ({ body, ip }) => {
    const { email } = await accounts.register(body, { ip });
    return { data: { email }, message: A.registered };
  });
  mount(router, routes.verifyEmail, async ({ body }) => {
    await accounts.verifyEmail(body.token);
    return { data: { verified: true as const }, message: A.emailVerified };
  });
  mount(router, routes.resendVerification, async ({ actor, ip }) => {
    const sent = await accounts.resendVerification(actor, { ip });
    return { data: { sent }, message: A.verificationSent };
  });
  mount(router, routes.forgotPassword, async ({ body, ip }) => {
    await accounts.forgotPassword(body.email, { ip });
    return { data: { sent: true as const }, message: A.forgotPasswordSent };
  });
  mount(router, routes.checkResetToken, async ({ body }) => {
    await accounts.checkResetToken(body.token);
    return { data: { valid: true as const } };
  });
  mount(router, routes.resetPassword, async ({ body }) => {
    await accounts.resetPassword(body.token, body.password);
    return { data: { reset: true as const }, message: A.passwordReset };
  });

  return router;
}
