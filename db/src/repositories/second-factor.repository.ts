import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';

export interface SecondFactorRow {
  user_id: number;
  secret_ciphertext: string;
  enabled_at: string | null;
  last_used_step: number | null;
}

export interface RecoveryCodeRow {
  id: number;
  salt: string;
  code_hash: string;
}

/** TOTP second factors and recovery codes. Acceptance of a code and use of a recovery code are atomic. */
export const secondFactorRepository = {
  find(db: Db, userId: number): Promise<SecondFactorRow | undefined> {
    return db
      .selectFrom('user_second_factors')
      .select(['user_id', 'secret_ciphertext', 'enabled_at', 'last_used_step'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  /**
   * Stores a secret awaiting confirmation, replacing an earlier unconfirmed one but never an enabled one
   * (one statement: the conflict update is conditional). Answers whether it was stored.
   */
  async savePending(
    db: Db,
    row: { userId: number; secretCiphertext: string; now: string },
  ): Promise<boolean> {
    const stored = await db
      .insertInto('user_second_factors')
      .values({
        user_id: row.userId,
        secret_ciphertext: row.secretCiphertext,
        enabled_at: null,
        last_used_step: null,
        created_at: row.now,
        updated_at: row.now,
      })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ secret_ciphertext: row.secretCiphertext, last_used_step: null, updated_at: row.now })
          .where('user_second_factors.enabled_at', 'is', null),
      )
      .returning('user_id')
      .executeTakeFirst();
    return stored !== undefined;
  },

  /**
   * Accepts a code's time step once: sets it as the last used step only when it is later than the last one
   * (and, with `enable`, turns on a pending factor, which must not be enabled yet). Of two requests with the
   * same code, exactly one is accepted.
   */
  async acceptStep(
    db: Db,
    q: { userId: number; step: number; now: string; enable?: boolean },
  ): Promise<boolean> {
    const result = await db
      .updateTable('user_second_factors')
      .set(
        q.enable
          ? { last_used_step: q.step, enabled_at: q.now, updated_at: q.now }
          : { last_used_step: q.step, updated_at: q.now },
      )
      .where('user_id', '=', q.userId)
      .where('enabled_at', q.enable ? 'is' : 'is not', null)
      .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', q.step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Removes the factor and its recovery codes (two-factor sign-in turned off, or an admin's reset). */
  async remove(trx: Transaction<Database>, userId: number): Promise<boolean> {
    await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    const result = await trx
      .deleteFrom('user_second_factors')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  },

  /** Replaces every recovery code of a user (old ones stop working), in the caller's transaction. */
  async replaceRecoveryCodes(
    trx: Transaction<Database>,
    userId: number,
    codes: ReadonlyArray<{ salt: string; codeHash: string }>,
    now: string,
  ): Promise<void> {
    await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
    if (codes.length === 0) return;
    await trx
      .insertInto('user_recovery_codes')
      .values(codes.map((c) => ({ user_id: userId, salt: c.salt, code_hash: c.codeHash, created_at: now })))
      .execute();
  },

  /** A user's recovery codes not used yet. */
  unusedRecoveryCodes(db: Db, userId: number): Promise<RecoveryCodeRow[]> {
    return db
      .selectFrom('user_recovery_codes')
      .select(['id', 'salt', 'code_hash'])
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .orderBy('id')
      .execute();
  },

  /** Uses a recovery code once: one conditional update, so two requests with one code cannot both pass. */
  async spendRecoveryCode(db: Db, id: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('user_recovery_codes')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
