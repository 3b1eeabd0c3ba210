import type { OneTimeTokenPurpose } from '@mahir/shared/accounts/one-time-tokens';
import type { ColumnType, Generated } from 'kysely';

/**
 * A mailed link's single-use token, kept only as its SHA-256 (hex). `scope` separates tokens of one user and
 * purpose that must not revoke each other (two guardians asking to link one child); it is '' otherwise.
 */
export interface OneTimeTokenTable {
  id: Generated<number>;
  token_hash: string;
  purpose: OneTimeTokenPurpose;
  user_id: number;
  scope: ColumnType<string, string | undefined, never>;
  /** JSON of what the purpose needs (the new address, the guardian), or null. */
  payload: string | null;
  expires_at: string;
  consumed_at: string | null;
  revoked_at: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}
