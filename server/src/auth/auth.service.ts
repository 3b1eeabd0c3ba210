import { loginRepository, userRepository } from '@mahir/db';
import { adoptVisitorCarts } from '@mahir/db/repositories/cart.repository';
import { MSG } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { type SecondFactorStep, secondFactorStep } from '@mahir/shared/accounts/second-factor-policy';
import type { Role } from '@mahir/shared/constants';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import type { CurrentUser, RequestSession } from '../http/state';
import { createAttemptLimiter, passwordGuessKeys } from './attempt-limiter';
import { verifyPassword } from './password';
import type { SecondFactorService } from './second-factor.service';
import type { SecuritySettings } from './security-settings';
import type { SessionService } from './session.service';

const A = ACCOUNT_MSG.en;

/** A signed-in user with the cookie token and CSRF token of the new session. */
export interface SignedIn {
  user: CurrentUser;
  token: string;
  csrfToken: string;
}

/** What a right password leads to: signed in, or a short session that waits for the second factor. */
export type LoginResult =
  | ({ kind: 'signed-in' } & SignedIn)
  | { kind: 'second-factor'; step: Exclude<SecondFactorStep, 'none'>; token: string; csrfToken: string };

export interface AuthServiceDeps extends ServiceDeps {
  sessions: SessionService;
  secondFactor: SecondFactorService;
  /** Which roles must sign in with a second factor (`REQUIRE_2FA_ROLES` and the back-office setting). */
  securitySettings: Pick<SecuritySettings, 'requiredRoles'>;
}

type Meta = { ip: string; userAgent: string | null };

/**
 * Login with rate limiting and session rotation, the second step of a two-factor sign-in, logout, and the
 * login statistics record.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, sessions, secondFactor, securitySettings } = deps;
  const limiter = createAttemptLimiter({ db, clock });

  /** Starts the full session (a new id) and records the login. */
  async function signIn(userId: number, meta: Meta, now: Date): Promise<SignedIn> {
    const { token, session } = await sessions.start(userId, meta, now);
    await loginRepository.recordLogin(db, userId, meta.ip, now.toISOString());
    const user = await sessions.userOf(userId);
    if (!user) throw AppError.unauthenticated();
    return { user, token, csrfToken: session.csrfToken };
  }

  /** The pending sign-in of this request, or 401 "log in again" (none, expired, or already complete). */
  function pendingOf(session: RequestSession | null) {
    if (!session?.secondFactor || session.userId === null)
      throw new AppError(401, A.twoFactorSignInAgain, undefined, 'second_factor_expired');
    return { sessionId: session.id, userId: session.userId, stage: session.secondFactor };
  }

  return {
    async login(
      input: { email: string; password: string },
      meta: Meta & { previousSessionId: string | null },
      now = clock(),
    ): Promise<LoginResult> {
      const keys = passwordGuessKeys(input.email, meta.ip);
      // Counted before the password is checked, one atomic step per key: parallel guesses all count.
      await limiter.attempt(keys, MSG.loginThrottled, now);

      const user = await userRepository.findByEmail(db, input.email);
      const ok = await verifyPassword(user?.password_hash, input.password);
      if (!user || !ok || !user.is_active)
        throw AppError.invalid({ email: [MSG.loginFailed] }, MSG.loginFailed);

      // A new session id on login prevents session fixation; what the visitor chose comes along.
      if (meta.previousSessionId) {
        await adoptVisitorCarts(db, meta.previousSessionId, user.id, now.toISOString());
        await sessions.end(meta.previousSessionId);
      }
      await limiter.succeeded(keys);
      const roles = (await userRepository.rolesOf(db, user.id)) as Role[];
      const { enabled } = await secondFactor.status(user.id);
      const requiredRoles = await securitySettings.requiredRoles();
      const step = secondFactorStep({ roles, enabled, requiredRoles });
      if (step === 'none') return { kind: 'signed-in', ...(await signIn(user.id, meta, now)) };
      const pending = await sessions.start(user.id, meta, now, undefined, step);
      return { kind: 'second-factor', step, token: pending.token, csrfToken: pending.session.csrfToken };
    },

    /**
     * The second step: a code of the user's factor (`verify`), or the first code of the factor being set up
     * (`enrol`, which turns it on and answers the recovery codes once). Wrong codes are throttled per
     * account; the waiting session is replaced by a full one.
     */
    async completeSecondFactor(
      session: RequestSession | null,
      code: string,
      meta: Meta,
    ): Promise<SignedIn & { recoveryCodes?: string[]; recoveryCodesLeft?: number }> {
      const pending = pendingOf(session);
      let extra: { recoveryCodes?: string[]; recoveryCodesLeft?: number } = {};
      if (pending.stage === 'enrol') {
        extra = await secondFactor.confirmEnrolment(pending.userId, code);
      } else {
        const proof = await secondFactor.verify(pending.userId, code);
        if (proof.kind === 'recovery') extra = { recoveryCodesLeft: proof.codesLeft };
      }
      await sessions.end(pending.sessionId);
      return { ...(await signIn(pending.userId, meta, clock())), ...extra };
    },

    /** Sets up the factor of an account whose roles require one, between the password and the first code. */
    async beginSecondFactorEnrolment(session: RequestSession | null) {
      const pending = pendingOf(session);
      if (pending.stage !== 'enrol') throw AppError.conflict(A.twoFactorAlreadyEnabled);
      const user = await userRepository.findById(db, pending.userId);
      if (!user) throw AppError.unauthenticated();
      return secondFactor.beginEnrolment(user.id, user.email);
    },

    /** Whether the user's roles require a second factor. */
    async secondFactorRequired(actor: UserActor): Promise<boolean> {
      const requiredRoles = await securitySettings.requiredRoles();
      return secondFactorStep({ roles: actor.roles, enabled: false, requiredRoles }) === 'enrol';
    },

    async logout(sessionId: string | null): Promise<void> {
      if (sessionId) await sessions.end(sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
