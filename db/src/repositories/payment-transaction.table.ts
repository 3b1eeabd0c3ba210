import type { CreatedAt, Flag, Id, Timestamp } from '../column-types';

export interface PaymentTable {
  id: Id;
  hashslug: string;
  order_id: number;
  provider: string;
  provider_ref: string | null;
  amount: number;
  status: string;
  next_recurring_date: string | null;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
}
export interface PaymentCallbackTable {
  id: Id;
  payment_id: number;
  provider: string;
  event_key: string;
  payload: string;
  verified: Flag;
  created_at: CreatedAt;
}
export interface PaymentTransactionTable {
  id: Id;
  order_id: number;
  provider: string;
  transaction_id: string;
  kind: string;
  status: string;
  amount: number;
  outcome: string;
  payload: string;
  /** The provider message's own signature (lowercased), when it carries one: unique per provider. */
  signature: string | null;
  created_at: CreatedAt;
}
