import type { OneTimeTokenPurpose } from '@mahir/shared/accounts/one-time-tokens';
import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { Database } from '../schema';

/** A token as stored, without its hash. */
export interface OneTimeTokenRow {
  id: number;
  purpose: OneTimeTokenPurpose;
  user_id: number;
  scope: string;
  payload: string | null;
  expires_at: string;
  consumed_at: string | null;
  revoked_at: string | null;
}

const COLUMNS = [
  'id',
  'purpose',
  'user_id',
  'scope',
  'payload',
  'expires_at',
  'consumed_at',
  'revoked_at',
] as const;

/** Single-use tokens of mailed links, by the SHA-256 of the token (the token itself is never stored). */
export const oneTimeTokenRepository = {
  /**
   * Stores a new token and revokes every unused token of the same user, purpose and scope, in the caller's
   * transaction. On PostgreSQL the user's row is locked first so two issues for one user queue up (the
   * second revokes the first's token); SQLite has one writer at a time already.
   */
  async issue(
    trx: Transaction<Database>,
    row: {
      tokenHash: string;
      purpose: OneTimeTokenPurpose;
      userId: number;
      scope: string;
      payload: string | null;
      expiresAt: string;
      now: string;
    },
  ): Promise<number> {
    if (dialectOf(trx) === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', row.userId).forNoKeyUpdate().execute();
    await trx
      .updateTable('one_time_tokens')
      .set({ revoked_at: row.now })
      .where('user_id', '=', row.userId)
      .where('purpose', '=', row.purpose)
      .where('scope', '=', row.scope)
      .where('consumed_at', 'is', null)
      .where('revoked_at', 'is', null)
      .execute();
    const inserted = await trx
      .insertInto('one_time_tokens')
      .values({
        token_hash: row.tokenHash,
        purpose: row.purpose,
        user_id: row.userId,
        scope: row.scope,
        payload: row.payload,
        expires_at: row.expiresAt,
        created_at: row.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  },

  /**
   * Uses a token: one conditional update that succeeds only while the token is unused, not revoked, not
   * expired at `now`, of the purpose (and of the user, when given). Of two requests racing with one link,
   * exactly one gets the row; the other gets undefined.
   */
  async consume(
    db: Db,
    q: { tokenHash: string; purpose: OneTimeTokenPurpose; now: string; userId?: number },
  ): Promise<OneTimeTokenRow | undefined> {
    let update = db
      .updateTable('one_time_tokens')
      .set({ consumed_at: q.now })
      .where('token_hash', '=', q.tokenHash)
      .where('purpose', '=', q.purpose)
      .where('consumed_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', q.now);
    if (q.userId !== undefined) update = update.where('user_id', '=', q.userId);
    return update.returning(COLUMNS).executeTakeFirst();
  },

  /** A token by its hash and purpose, whatever its state (to say why a link no longer works). */
  find(db: Db, tokenHash: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenRow | undefined> {
    return db
      .selectFrom('one_time_tokens')
      .select(COLUMNS)
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  },

  /** Revokes a user's unused tokens of these purposes (a password set anew ends its pending resets). */
  async revokeAll(
    db: Db,
    q: { userId: number; purposes: readonly OneTimeTokenPurpose[]; now: string },
  ): Promise<number> {
    if (q.purposes.length === 0) return 0;
    const result = await db
      .updateTable('one_time_tokens')
      .set({ revoked_at: q.now })
      .where('user_id', '=', q.userId)
      .where('purpose', 'in', q.purposes)
      .where('consumed_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Deletes tokens that expired before `before` (used, revoked or not); for the job runner. */
  async purgeExpired(db: Db, before: string): Promise<number> {
    const result = await db.deleteFrom('one_time_tokens').where('expires_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};
