import { userRepository } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { MSG } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { ONE_TIME_TOKEN_LIFETIME_MS } from '@mahir/shared/accounts/one-time-tokens';
import { mailLanguageOf } from '@mahir/shared/mail';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { emailChangeKeys } from '../auth/account-throttles';
import { createAttemptLimiter, passwordGuessKeys } from '../auth/attempt-limiter';
import type { AuthService } from '../auth/auth.service';
import type { OneTimeTokens } from '../auth/one-time-token.service';
import { verifyPassword } from '../auth/password';
import type { SecondFactorService } from '../auth/second-factor.service';
import type { SessionService } from '../auth/session.service';
import { AppError } from '../http/app-error';
import type { Mailer } from '../mail';
import { tokenRefused } from './token-refusal';

const A = ACCOUNT_MSG.en;
const HOUR = 3_600_000;

export interface AccountSecurityDeps extends ServiceDeps {
  tokens: OneTimeTokens;
  mailer: Mailer;
  sessions: SessionService;
  secondFactor: SecondFactorService;
  auth: AuthService;
}

/**
 * A signed-in account's security (issue 19): its two-factor sign-in, its sessions, and changing its email
 * by a link mailed to the new address (the old one is told).
 */
export function createAccountSecurityService(deps: AccountSecurityDeps) {
  const { db, clock, tokens, mailer, sessions, secondFactor, auth } = deps;
  const limiter = createAttemptLimiter({ db, clock });

  /**
   * The account's row after its password was checked; 422 on the password field otherwise. Wrong passwords
   * count against the login's throttle, so a borrowed session cannot guess the password here instead.
   */
  async function withPassword(userId: number, password: string, ip: string) {
    const row = await accountRepository.user(db, userId);
    if (!row) throw AppError.unauthenticated();
    const keys = passwordGuessKeys(row.email, ip);
    await limiter.attempt(keys, MSG.loginThrottled);
    if (!(await verifyPassword(row.password_hash ?? undefined, password)))
      throw AppError.invalid({ password: [A.passwordIncorrect] }, A.passwordIncorrect);
    await limiter.succeeded(keys);
    return row;
  }

  return {
    async secondFactorStatus(actor: UserActor) {
      const status = await secondFactor.status(actor.id);
      return {
        enabled: status.enabled,
        pending: status.pending,
        recovery_codes_left: status.recoveryCodesLeft,
        required: await auth.secondFactorRequired(actor),
      };
    },

    async beginSecondFactor(actor: UserActor) {
      const account = await userRepository.findById(db, actor.id);
      if (!account) throw AppError.unauthenticated();
      const started = await secondFactor.beginEnrolment(actor.id, account.email);
      return { secret: started.secret, uri: started.uri, qr_svg: started.qrSvg };
    },

    async confirmSecondFactor(actor: UserActor, code: string): Promise<string[]> {
      return (await secondFactor.confirmEnrolment(actor.id, code)).recoveryCodes;
    },

    regenerateRecoveryCodes(actor: UserActor, code: string): Promise<string[]> {
      return secondFactor.regenerateRecoveryCodes(actor.id, code);
    },

    /** Turns the factor off with the password and a current code; refused when the account's roles need it. */
    async disableSecondFactor(actor: UserActor, body: { password: string; code: string }, ip: string) {
      if (await auth.secondFactorRequired(actor))
        throw AppError.forbidden(A.twoFactorRequired, 'second_factor_required');
      await withPassword(actor.id, body.password, ip);
      await secondFactor.disable(actor.id, body.code);
    },

    /** An admin's remedy for a lost phone and lost codes: the account signs in with its password again. */
    async resetSecondFactorOf(email: string): Promise<void> {
      const target = await userRepository.findByEmail(db, email);
      if (!target) throw AppError.notFound(A.accountNotFound, 'account_not_found');
      if (!(await secondFactor.reset(target.id)))
        throw AppError.conflict(A.twoFactorNotEnabled, 'not_enabled');
    },

    listSessions(actor: UserActor, currentSessionId: string | null) {
      return sessions.listOf(actor.id, currentSessionId);
    },

    async endSession(actor: UserActor, handle: string): Promise<void> {
      if (!(await sessions.endByHandle(actor.id, handle)))
        throw AppError.notFound(A.sessionNotFound, 'session_not_found');
    },

    endOtherSessions(actor: UserActor, currentSessionId: string): Promise<number> {
      return sessions.endOthers(actor.id, currentSessionId);
    },

    /**
     * Mails a link to the new address (the change happens when it is followed) and a notice to the current
     * one. Needs the password and a verified address; the mails are throttled per account.
     */
    async requestEmailChange(actor: UserActor, body: { email: string; password: string }, ip: string) {
      const { email } = body;
      const row = await withPassword(actor.id, body.password, ip);
      if (!row.email_verified_at) throw AppError.forbidden(A.verifyEmailFirst, 'email_unverified');
      if (email === row.email.toLowerCase())
        throw AppError.invalid({ email: [A.emailChangeSame] }, A.emailChangeSame);
      if (await accountRepository.emailTaken(db, email))
        throw new AppError(409, MSG.emailTaken, { email: [MSG.emailTaken] }, 'email_taken');
      await limiter.attempt(emailChangeKeys(actor.id), A.emailChangeThrottled);
      const at = clock();
      const language = mailLanguageOf(row.language);
      await db.transaction().execute(async (trx) => {
        const issued = await tokens.issue(
          { purpose: 'change_email', userId: row.id, payload: { email } },
          trx,
        );
        const key = `email-change:user:${row.id}:${at.getTime()}`;
        await mailer.enqueue(trx, {
          template: 'email-change-confirm',
          data: {
            name: row.name,
            newEmail: email,
            token: issued.token,
            expiresInHours: Math.round(ONE_TIME_TOKEN_LIFETIME_MS.change_email / HOUR),
          },
          to: { email, name: row.name },
          language,
          userId: row.id,
          idempotencyKey: `${key}:confirm`,
        });
        await mailer.enqueue(trx, {
          template: 'email-change-notice',
          data: { name: row.name, newEmail: email, requestedAt: at.toISOString() },
          to: { email: row.email, name: row.name },
          language,
          userId: row.id,
          idempotencyKey: `${key}:notice`,
        });
      });
    },

    /** Follows the link: the address must still be free; it counts as verified, and older links stop working. */
    async confirmEmailChange(token: string): Promise<string> {
      return db.transaction().execute(async (trx) => {
        const used = await tokens.consume('change_email', token, { db: trx });
        if (!used.ok) throw tokenRefused(used.reason);
        const email = used.payload.email;
        if (await accountRepository.emailTaken(trx, email))
          throw new AppError(409, MSG.emailTaken, { email: [MSG.emailTaken] }, 'email_taken');
        const now = clock().toISOString();
        await accountRepository.updateUser(trx, used.userId, {
          email,
          email_verified_at: now,
          updated_at: now,
        });
        await tokens.revokeAll(used.userId, ['verify_email', 'change_email'], trx);
        return email;
      });
    },
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
