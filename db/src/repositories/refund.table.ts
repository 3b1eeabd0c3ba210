import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../column-types';

/** A refund of an order: its own record and number, never an edit of the order. */
export interface RefundTable {
  id: Id;
  /** `RF-YYYY-NNNNNN`, set from the id once the row exists. */
  number: string | null;
  order_id: number;
  amount: number;
  /** The tax part of `amount` (for the credit note). */
  tax: number;
  destination: 'coins' | 'original';
  method: 'coins' | 'paypal' | 'sandbox' | 'bank';
  /** `pending` while the provider is asked, `to_pay` until the bank transfer is made by hand, `paid`, `failed`. */
  status: 'pending' | 'paid' | 'failed' | 'to_pay';
  reason: string;
  /** Coins credited by a refund to Mahir Coins. */
  coins: number;
  provider_ref: string | null;
  bank_name: string | null;
  account_no: string | null;
  account_holder: string | null;
  admin_id: number | null;
  created_at: CreatedAt;
  settled_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What one order line gave back in a refund, and what that undid. */
export interface RefundLineTable {
  id: Id;
  refund_id: number;
  order_item_id: number;
  amount: number;
  tax: number;
  coins_reversed: number;
  days_removed: number;
  seat_released: number;
  shipment_cancelled: number;
  /** 1 when this refund gave back the rest of the line (access ends, renewal stops). */
  line_completed: number;
}
