import type { CreatedAt, Id, Timestamp } from '../column-types';

export interface CommissionTable {
  id: Id;
  hashslug: string;
  reseller_id: number;
  order_id: number;
  amount: number;
  amount_final: number;
  notes: string | null;
  kind: string;
  status: string;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
}
export interface CommissionEntryTable {
  id: Id;
  commission_id: number | null;
  affiliate_commission_id: number | null;
  order_id: number | null;
  attribution_id: number | null;
  beneficiary: string;
  beneficiary_id: number;
  kind: string;
  amount: number;
  remark: string | null;
  actor_id: number | null;
  entry_key: string | null;
  created_at: CreatedAt;
}
export interface PayoutBatchTable {
  id: Id;
  reference: string;
  total: number;
  row_count: number;
  created_by: number | null;
  created_at: CreatedAt;
}
export interface PayoutItemTable {
  id: Id;
  batch_id: number;
  commission_id: number;
  amount: number;
}
export interface AffiliateCommissionTable {
  id: Id;
  affiliate_id: number;
  order_id: number;
  amount: number;
  status: string;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
}
