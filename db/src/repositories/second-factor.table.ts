import type { ColumnType, Generated } from 'kysely';

/** A user's TOTP second factor: the encrypted secret, whether it is confirmed, the last step accepted. */
export interface UserSecondFactorTable {
  user_id: number;
  /** `v1.<iv>.<ciphertext>.<tag>` (base64url), AES-256-GCM under a key derived from `APP_SECRET`. */
  secret_ciphertext: string;
  /** Null while the user has not yet proven the authenticator with a code. */
  enabled_at: string | null;
  /** The TOTP time step (Unix time / 30 s) of the last code accepted; codes of it and before are refused. */
  last_used_step: number | null;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: string;
}

/** One recovery code: a salted SHA-256 of it, used once. */
export interface UserRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** Random per code (hex). */
  salt: string;
  /** SHA-256 (hex) of the salt and the normalised code. */
  code_hash: string;
  used_at: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}
