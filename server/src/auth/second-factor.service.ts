import type { Db } from '@mahir/db';
import { secondFactorRepository } from '@mahir/db/repositories/second-factor.repository';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { AppError } from '../http/app-error';
import { secondFactorKeys } from './account-throttles';
import { createAttemptLimiter } from './attempt-limiter';
import { findRecoveryCode, hashRecoveryCodes, newRecoveryCodes } from './recovery-codes';
import { decryptTotpSecret, encryptTotpSecret, SecondFactorSecretError } from './second-factor-secret';
import { matchTotp, newTotpSecret, totpQrSvg, totpUri } from './totp';

const M = ACCOUNT_MSG.en;

/** How a second factor was proven: a TOTP code, or a recovery code (now used up). */
export type SecondFactorProof = { kind: 'totp' } | { kind: 'recovery'; codesLeft: number };

export interface SecondFactorStatus {
  enabled: boolean;
  /** Set up but not yet confirmed with a code. */
  pending: boolean;
  recoveryCodesLeft: number;
}

const invalid = (message: string) => AppError.invalid({ code: [message] }, message);

/**
 * Two-factor sign-in with an authenticator app (issue 19): enrolment with a QR code, confirmation with a
 * first code (which also hands out the recovery codes, once), verification at sign-in with replay
 * protection, recovery codes, and turning it off. Wrong codes count against `SECOND_FACTOR_PER_USER`.
 * Routes decide who may call what (docs/accounts-security.md, "Wiring").
 */
export function createSecondFactorService(deps: {
  db: Db;
  appSecret: string;
  /** The name authenticator apps show beside the account. */
  issuer?: string;
  clock?: () => Date;
}) {
  const { db, appSecret } = deps;
  const issuer = deps.issuer ?? 'Mahir';
  const clock = deps.clock ?? (() => new Date());
  const limiter = createAttemptLimiter({ db, clock });

  async function secretOf(userId: number, enabled: boolean): Promise<string> {
    const row = await secondFactorRepository.find(db, userId);
    if (!row) throw AppError.conflict(enabled ? M.twoFactorNotEnabled : M.twoFactorNotStarted);
    if (enabled !== (row.enabled_at !== null))
      throw AppError.conflict(enabled ? M.twoFactorNotEnabled : M.twoFactorAlreadyEnabled);
    try {
      return decryptTotpSecret(appSecret, userId, row.secret_ciphertext);
    } catch (error) {
      // APP_SECRET changed or the row was altered: only an admin's reset helps, and the answer says so.
      if (error instanceof SecondFactorSecretError) throw AppError.conflict(M.twoFactorUnreadable);
      throw error;
    }
  }

  /** Checks a TOTP code and takes its step, once; throws 422 for a wrong or reused code. */
  async function acceptTotp(userId: number, code: string, enable: boolean): Promise<void> {
    const secret = await secretOf(userId, !enable);
    const at = clock();
    const step = matchTotp(secret, code, at);
    if (step === null) throw invalid(M.twoFactorCodeInvalid);
    const now = at.toISOString();
    if (!(await secondFactorRepository.acceptStep(db, { userId, step, now, enable })))
      throw invalid(M.twoFactorCodeReused);
  }

  async function newCodes(userId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    const hashed = hashRecoveryCodes(codes);
    await db
      .transaction()
      .execute((trx) =>
        secondFactorRepository.replaceRecoveryCodes(trx, userId, hashed, clock().toISOString()),
      );
    return codes;
  }

  /** Counts the attempt, runs the check, and forgets the user's wrong codes once one is right. */
  async function guarded<T>(userId: number, check: () => Promise<T>): Promise<T> {
    const keys = secondFactorKeys(userId);
    await limiter.attempt(keys, M.twoFactorThrottled, clock());
    const result = await check();
    await limiter.succeeded(keys);
    return result;
  }

  async function verify(userId: number, code: string): Promise<SecondFactorProof> {
    return guarded(userId, async (): Promise<SecondFactorProof> => {
      if (/^\s*\d{3}\s*\d{3}\s*$/.test(code)) {
        await acceptTotp(userId, code, false);
        return { kind: 'totp' };
      }
      await secretOf(userId, true);
      const unused = await secondFactorRepository.unusedRecoveryCodes(db, userId);
      const match = findRecoveryCode(unused, code);
      if (!match || !(await secondFactorRepository.spendRecoveryCode(db, match.id, clock().toISOString())))
        throw invalid(M.recoveryCodeInvalid);
      return { kind: 'recovery', codesLeft: unused.length - 1 };
    });
  }

  return {
    async status(userId: number): Promise<SecondFactorStatus> {
      const row = await secondFactorRepository.find(db, userId);
      const left = row?.enabled_at
        ? (await secondFactorRepository.unusedRecoveryCodes(db, userId)).length
        : 0;
      return {
        enabled: Boolean(row?.enabled_at),
        pending: Boolean(row && !row.enabled_at),
        recoveryCodesLeft: left,
      };
    },

    /**
     * Starts (or restarts) setting up: a new secret, its `otpauth://` URI and QR code. The secret is shown
     * to the user this once (for typing it by hand) and stored encrypted. 409 when already enabled.
     */
    async beginEnrolment(
      userId: number,
      account: string,
    ): Promise<{ secret: string; uri: string; qrSvg: string }> {
      const secret = newTotpSecret();
      const stored = await secondFactorRepository.savePending(db, {
        userId,
        secretCiphertext: encryptTotpSecret(appSecret, userId, secret),
        now: clock().toISOString(),
      });
      if (!stored) throw AppError.conflict(M.twoFactorAlreadyEnabled);
      const uri = totpUri({ secretBase32: secret, issuer, account });
      return { secret, uri, qrSvg: await totpQrSvg(uri) };
    },

    /** Confirms the set-up with a first code, turns it on, and answers the recovery codes (shown once). */
    async confirmEnrolment(userId: number, code: string): Promise<{ recoveryCodes: string[] }> {
      await guarded(userId, () => acceptTotp(userId, code, true));
      return { recoveryCodes: await newCodes(userId) };
    },

    /**
     * The second step of sign-in: a TOTP code (each usable once) or a recovery code (used up). Throws 422
     * with the reason, 409 when the user has no factor on, 429 after too many wrong codes.
     */
    verify,

    /** New recovery codes for a signed-in user who proves the factor again; the old ones stop working. */
    async regenerateRecoveryCodes(userId: number, code: string): Promise<string[]> {
      await guarded(userId, () => acceptTotp(userId, code, false));
      return newCodes(userId);
    },

    /** Turns two-factor sign-in off after a current code (TOTP or recovery). */
    async disable(userId: number, code: string): Promise<void> {
      await verify(userId, code);
      await db.transaction().execute((trx) => secondFactorRepository.remove(trx, userId));
    },

    /** Removes a user's factor without a code: an admin's reset for a lost phone and lost codes. */
    async reset(userId: number): Promise<boolean> {
      return db.transaction().execute((trx) => secondFactorRepository.remove(trx, userId));
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
