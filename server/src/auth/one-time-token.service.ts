import type { Database, Db } from '@mahir/db';
import { oneTimeTokenRepository } from '@mahir/db/repositories/one-time-token.repository';
import {
  ONE_TIME_TOKEN_LIFETIME_MS,
  type OneTimeTokenPurpose,
  type TokenRefusal,
} from '@mahir/shared/accounts/one-time-tokens';
import type { Transaction } from 'kysely';
import {
  hashOneTimeToken,
  isOneTimeTokenFormat,
  newOneTimeToken,
  TOKEN_PAYLOADS,
  type TokenPayload,
  tokenScope,
} from './one-time-token';

export type TokenResult<P extends OneTimeTokenPurpose> =
  | { ok: true; userId: number; payload: TokenPayload<P>; expiresAt: string }
  | { ok: false; reason: TokenRefusal };

/**
 * Single-use tokens for mailed links: random, 256 bits, stored hashed, per purpose lifetime
 * (`ONE_TIME_TOKEN_LIFETIME_MS`), one use enforced by the database, a new one revoking the older unused
 * ones of its user and purpose. docs/accounts-security.md.
 */
export function createOneTimeTokens(deps: { db: Db; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());

  async function why<P extends OneTimeTokenPurpose>(
    db: Db,
    hash: string,
    purpose: P,
    userId: number | undefined,
    now: string,
  ): Promise<TokenRefusal> {
    const row = await oneTimeTokenRepository.find(db, hash, purpose);
    if (!row) return 'invalid';
    // Someone else's link tells them nothing more about it.
    if (userId !== undefined && row.user_id !== userId) return 'not_for_you';
    if (row.consumed_at) return 'used';
    if (row.revoked_at) return 'replaced';
    return row.expires_at <= now ? 'expired' : 'invalid';
  }

  /** The stored payload checked against its purpose's schema; undefined when it does not fit. */
  function parse<P extends OneTimeTokenPurpose>(
    purpose: P,
    payload: string | null,
  ): { value: TokenPayload<P> } | undefined {
    let raw: unknown = null;
    if (payload !== null) {
      try {
        raw = JSON.parse(payload);
      } catch {
        return undefined;
      }
    }
    const parsed = TOKEN_PAYLOADS[purpose].safeParse(raw);
    return parsed.success ? { value: parsed.data as TokenPayload<P> } : undefined;
  }

  return {
    /**
     * Issues a token and answers it (for the link; it is not kept). Runs in the caller's transaction when
     * given one (create the account, its token and its mail together), else in its own.
     */
    async issue<P extends OneTimeTokenPurpose>(
      input: { purpose: P; userId: number; payload: TokenPayload<P> },
      trx?: Transaction<Database>,
    ): Promise<{ token: string; expiresAt: string }> {
      const payload = TOKEN_PAYLOADS[input.purpose].parse(input.payload) as TokenPayload<P>;
      const token = newOneTimeToken();
      const at = clock();
      const expiresAt = new Date(at.getTime() + ONE_TIME_TOKEN_LIFETIME_MS[input.purpose]).toISOString();
      const row = {
        tokenHash: hashOneTimeToken(token),
        purpose: input.purpose,
        userId: input.userId,
        scope: tokenScope(input.purpose, payload),
        payload: payload === null ? null : JSON.stringify(payload),
        expiresAt,
        now: at.toISOString(),
      };
      if (trx) await oneTimeTokenRepository.issue(trx, row);
      else await deps.db.transaction().execute((t) => oneTimeTokenRepository.issue(t, row));
      return { token, expiresAt };
    },

    /**
     * Uses a token once. With `userId`, only that user's token is used (a pupil confirming a link while
     * logged in); someone else's is left untouched. Give the transaction that acts on it as `db`, so a
     * failure after this leaves the link usable.
     */
    async consume<P extends OneTimeTokenPurpose>(
      purpose: P,
      token: unknown,
      opts: { userId?: number; db?: Db } = {},
    ): Promise<TokenResult<P>> {
      if (!isOneTimeTokenFormat(token)) return { ok: false, reason: 'invalid' };
      const db = opts.db ?? deps.db;
      const hash = hashOneTimeToken(token);
      const now = clock().toISOString();
      const row = await oneTimeTokenRepository.consume(db, {
        tokenHash: hash,
        purpose,
        now,
        userId: opts.userId,
      });
      if (!row) return { ok: false, reason: await why(db, hash, purpose, opts.userId, now) };
      const payload = parse(purpose, row.payload);
      if (!payload) return { ok: false, reason: 'invalid' };
      return { ok: true, userId: row.user_id, payload: payload.value, expiresAt: row.expires_at };
    },

    /** Whether a token would work now, without using it (a page shows its form only for a working link). */
    async check<P extends OneTimeTokenPurpose>(purpose: P, token: unknown): Promise<TokenResult<P>> {
      if (!isOneTimeTokenFormat(token)) return { ok: false, reason: 'invalid' };
      const hash = hashOneTimeToken(token);
      const now = clock().toISOString();
      const row = await oneTimeTokenRepository.find(deps.db, hash, purpose);
      if (!row || row.consumed_at || row.revoked_at || row.expires_at <= now)
        return { ok: false, reason: await why(deps.db, hash, purpose, undefined, now) };
      const payload = parse(purpose, row.payload);
      if (!payload) return { ok: false, reason: 'invalid' };
      return { ok: true, userId: row.user_id, payload: payload.value, expiresAt: row.expires_at };
    },

    /** Revokes a user's unused tokens of these purposes (after a password reset, an email change). */
    revokeAll(userId: number, purposes: readonly OneTimeTokenPurpose[], db: Db = deps.db): Promise<number> {
      return oneTimeTokenRepository.revokeAll(db, { userId, purposes, now: clock().toISOString() });
    },

    /** Deletes tokens expired for more than a week (kept that long to answer "expired" rather than "invalid"). */
    purgeExpired(): Promise<number> {
      return oneTimeTokenRepository.purgeExpired(
        deps.db,
        new Date(clock().getTime() - 7 * 86_400_000).toISOString(),
      );
    },
  };
}

export type OneTimeTokens = ReturnType<typeof createOneTimeTokens>;
