import { createHash, randomBytes } from 'node:crypto';
import { type Db, sessionRepository, userRepository } from '@mahir/db';
import { familyRepository } from '@mahir/db/repositories/family.repository';
import { homeFor, ROLES, type Role } from '@mahir/shared';
import { isMinor } from '@mahir/shared/accounts/minor';
import type { ServiceDeps } from '../app-context';
import type { CurrentUser, RequestSession, SecondFactorStage } from '../http/state';
import { publicMediaUrl } from '../media/media-url';

const TOUCH_EVERY_MS = 5 * 60_000;
/** How long a right password waits for its second factor before the sign-in starts over. */
export const SECOND_FACTOR_WAIT_MS = 10 * 60_000;

function isStage(value: string | null): value is SecondFactorStage {
  return value === 'verify' || value === 'enrol';
}

/**
 * What "My sessions" calls a session: a digest of its id, so the list names a session without handing out
 * the key it is stored under.
 */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(`session-handle:${sessionId}`).digest('hex').slice(0, 32);
}

/** The cookie holds a random token; the database keeps only its hash, so a leaked table opens no session. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Deletes every session expired at `now`; the scheduled purge job calls this. Answers how many went. */
export function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  return sessionRepository.purgeExpired(db, now.toISOString());
}

export interface SessionServiceOptions extends ServiceDeps {
  ttlHours: number;
}

/** Creating, loading, rotating and ending database-backed sessions. */
export function createSessionService(options: SessionServiceOptions) {
  const { db, clock } = options;
  const ttlMs = options.ttlHours * 3600_000;
  const expiry = (now: Date) => new Date(now.getTime() + ttlMs).toISOString();

  return {
    /** Loads a live session by its cookie token, sliding its expiry now and then. */
    async load(token: string, now = clock()): Promise<RequestSession | null> {
      const row = await sessionRepository.find(db, sessionIdOf(token));
      if (!row || row.expires_at <= now.toISOString()) return null;
      const secondFactor = isStage(row.second_factor) ? row.second_factor : null;
      // A sign-in waiting for its code keeps its short deadline; only full sessions slide.
      if (!secondFactor && now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
        await sessionRepository.touch(db, row.id, now.toISOString(), expiry(now));
      }
      return { id: row.id, csrfToken: row.csrf_token, userId: row.user_id, secondFactor };
    },

    /**
     * Starts a session (anonymous or for a user) and returns its cookie token; a visitor's session
     * may keep the CSRF token the visitor already holds. A session waiting for a second factor lives
     * `SECOND_FACTOR_WAIT_MS` and signs nobody in.
     */
    async start(
      userId: number | null,
      meta: { ip: string | null; userAgent: string | null },
      now = clock(),
      csrfToken: string = newToken(),
      secondFactor: SecondFactorStage | null = null,
    ): Promise<{ token: string; session: RequestSession }> {
      const token = newToken();
      const session: RequestSession = { id: sessionIdOf(token), csrfToken, userId, secondFactor };
      await sessionRepository.create(db, {
        id: session.id,
        user_id: userId,
        csrf_token: session.csrfToken,
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 255) ?? null,
        expires_at: secondFactor
          ? new Date(now.getTime() + SECOND_FACTOR_WAIT_MS).toISOString()
          : expiry(now),
        second_factor: secondFactor,
        now: now.toISOString(),
      });
      return { token, session };
    },

    async end(sessionId: string): Promise<void> {
      await sessionRepository.remove(db, sessionId);
    },

    /** The user's signed-in sessions, newest first, the asking one marked. */
    async listOf(userId: number, currentId: string | null, now = clock()) {
      const rows = await sessionRepository.liveOf(db, userId, now.toISOString());
      return rows.map((row) => ({
        id: sessionHandle(row.id),
        user_agent: row.user_agent,
        ip: row.ip,
        created_at: row.created_at,
        last_seen_at: row.last_seen_at,
        current: row.id === currentId,
      }));
    },

    /** Ends the user's session named by its handle; false when there is none (or it is another user's). */
    async endByHandle(userId: number, handle: string, now = clock()): Promise<boolean> {
      const rows = await sessionRepository.liveOf(db, userId, now.toISOString());
      const row = rows.find((r) => sessionHandle(r.id) === handle);
      return row ? sessionRepository.removeOf(db, userId, row.id) : false;
    },

    /** Ends every session of the user but `keepId`; answers how many ended. */
    endOthers(userId: number, keepId: string): Promise<number> {
      return sessionRepository.removeOthersOf(db, userId, keepId);
    },

    /** Deletes every session expired at `now`; run by the job runner. Answers how many went. */
    purgeExpiredSessions(now = clock()): Promise<number> {
      return purgeExpiredSessions(db, now);
    },

    /** The user a session belongs to, as clients see it. */
    async userOf(userId: number): Promise<CurrentUser | null> {
      const user = await userRepository.findById(db, userId);
      if (!user || !user.is_active) return null;
      const roles = (await userRepository.rolesOf(db, userId)).filter((r): r is Role =>
        (ROLES as readonly string[]).includes(r),
      );
      const avatar = await userRepository.avatarOf(db, user.avatar_media_id);
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        username: user.username,
        roles,
        avatar: avatar ? publicMediaUrl(avatar.hashslug, avatar.extension) : null,
        can_wishlist: user.can_wishlist === 1,
        email_verified: user.email_verified_at !== null,
        ...(isMinor(user.dob, clock()) && (await familyRepository.consentPending(db, user.id))
          ? { guardian_consent_needed: true }
          : {}),
        home: homeFor(roles),
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
