import { loginRepository, userRepository } from '@mahir/db';
import { adoptVisitorCarts } from '@mahir/db/repositories/cart.repository';
import { MSG } from '@mahir/shared';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import type { CurrentUser } from '../http/state';
import { createAttemptLimiter, passwordGuessKeys } from './attempt-limiter';
import { verifyPassword } from './password';
import type { SessionService } from './session.service';

export interface LoginResult {
  user: CurrentUser;
  token: string;
  csrfToken: string;
}

/** Login with rate limiting and session rotation, logout, and the login statistics record. */
export function createAuthService({ db, clock, sessions }: ServiceDeps & { sessions: SessionService }) {
  const limiter = createAttemptLimiter({ db, clock });
  return {
    async login(
      input: { email: string; password: string },
      meta: { ip: string; userAgent: string | null; previousSessionId: string | null },
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
      const { token, session } = await sessions.start(
        user.id,
        { ip: meta.ip, userAgent: meta.userAgent },
        now,
      );
      await limiter.succeeded(keys);
      await loginRepository.recordLogin(db, user.id, meta.ip, now.toISOString());
      const current = await sessions.userOf(user.id);
      if (!current) throw AppError.unauthenticated();
      return { user: current, token, csrfToken: session.csrfToken };
    },

    async logout(sessionId: string | null): Promise<void> {
      if (sessionId) await sessions.end(sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
