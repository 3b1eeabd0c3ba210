import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../column-types';

export interface WalletTable {
  user_id: number;
  coins: number;
  points: number;
}
export interface LedgerEntryTable {
  id: Id;
  user_id: number;
  currency: 'coin' | 'point';
  amount: number;
  balance_after: number;
  reason: string;
  ref_type: string | null;
  ref_id: number | null;
  created_at: CreatedAt;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
}
