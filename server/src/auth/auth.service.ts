import { type Db, loginRepository, userRepository } from '@mahir/db';
import { adoptVisitorCarts } from '@mahir/db/repositories/cart-owner.repository';
import { MSG } from '@mahir/shared';
import { AppError } from '../http/app-error';
import type { CurrentUser } from '../http/state';
import { verifyPassword } from './password';
import type { SessionService } from './session.service';

const WINDOW_MS = 60_000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_IP = 20;

export interface LoginResult {
  user: CurrentUser;
  token: string;
  csrfToken: string;
}

/** Login with rate limiting and session rotation, logout, and the login statistics record. */
export function createAuthService(db: Db, sessions: SessionService) {
  return {
    async login(
      input: { email: string; password: string },
      meta: { ip: string; userAgent: string | null; previousSessionId: string | null },
      now = new Date(),
    ): Promise<LoginResult> {
      const accountKey = `login:${input.email}|${meta.ip}`;
      const ipKey = `login-ip:${meta.ip}`;
      const since = new Date(now.getTime() - WINDOW_MS).toISOString();
      const [perAccount, perIp] = await Promise.all([
        loginRepository.failuresSince(db, accountKey, since),
        loginRepository.failuresSince(db, ipKey, since),
      ]);
      if (perAccount >= MAX_PER_ACCOUNT || perIp >= MAX_PER_IP) throw new AppError(429, MSG.loginThrottled);

      const user = await userRepository.findByEmail(db, input.email);
      const ok = await verifyPassword(user?.password_hash, input.password);
      if (!user || !ok || !user.is_active) {
        const at = now.toISOString();
        await db.transaction().execute(async (trx) => {
          await loginRepository.recordFailure(trx, accountKey, at);
          await loginRepository.recordFailure(trx, ipKey, at);
        });
        throw AppError.invalid({ email: [MSG.loginFailed] }, MSG.loginFailed);
      }

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
      await loginRepository.clearFailures(db, accountKey);
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
