import { createHash, randomBytes } from 'node:crypto';
import { type Db, sessionRepository, userRepository } from '@mahir/db';
import { homeFor, ROLES, type Role } from '@mahir/shared';
import type { ServiceDeps } from '../app-context';
import type { CurrentUser, RequestSession } from '../http/state';
import { publicMediaUrl } from '../media/media-url';

const TOUCH_EVERY_MS = 5 * 60_000;

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
      if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
        await sessionRepository.touch(db, row.id, now.toISOString(), expiry(now));
      }
      return { id: row.id, csrfToken: row.csrf_token, userId: row.user_id };
    },

    /**
     * Starts a session (anonymous or for a user) and returns its cookie token; a visitor's session
     * may keep the CSRF token the visitor already holds.
     */
    async start(
      userId: number | null,
      meta: { ip: string | null; userAgent: string | null },
      now = clock(),
      csrfToken: string = newToken(),
    ): Promise<{ token: string; session: RequestSession }> {
      const token = newToken();
      const session: RequestSession = { id: sessionIdOf(token), csrfToken, userId };
      await sessionRepository.create(db, {
        id: session.id,
        user_id: userId,
        csrf_token: session.csrfToken,
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 255) ?? null,
        expires_at: expiry(now),
        now: now.toISOString(),
      });
      return { token, session };
    },

    async end(sessionId: string): Promise<void> {
      await sessionRepository.remove(db, sessionId);
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
        home: homeFor(roles),
      };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
