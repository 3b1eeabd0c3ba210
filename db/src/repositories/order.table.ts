import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Timestamp } from '../column-types';

/** The buyer's contact and street address as an order records them. */
export interface OrderContact {
  name: string | null;
  email: string | null;
  phone_no: string | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
}

/** What an order cost and how it was paid, in sen. */
export interface OrderTotals {
  subtotal: number;
  discount_total: number;
  coins_used: number;
  points_used: number;
  grand_total: number;
  payment_method: string | null;
}

export interface OrderTable extends OrderContact, OrderTotals {
  id: Id;
  hashslug: string;
  order_no: string;
  user_id: number | null;
  type: string;
  status: string;
  recurring_id: string | null;
  state_id: number | null;
  country_id: number | null;
  affiliate_id: number | null;
  reseller_id: number | null;
  created_at: CreatedAt;
  paid_at: Timestamp | null;
  /** When an unpaid order expires (money spine). */
  expires_at: ColumnType<string | null, string | null | undefined, string | null>;
  next_payment_date: ColumnType<string | null, string | null | undefined, string | null>;
  recurring_status: ColumnType<string | null, string | null | undefined, string | null>;
  provider_ref: ColumnType<string | null, string | null | undefined, string | null>;
  reseller_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** What refunds that did not fail gave back (sen); moved only by a compare-and-set (refunds). */
  refunded_total: ColumnType<number, number | undefined, number>;
  /** The coupon the order was placed with (issue 21); its discount is part of `discount_total`. */
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** A pay-link renewal order: the subscription order it renews and the due date it was made for. */
  renewal_of: ColumnType<number | null, number | null | undefined, number | null>;
  renewal_period: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface OrderItemTable {
  id: Id;
  order_id: number;
  item_type: string;
  item_id: number;
  name: string;
  unit_price: number;
  quantity: number;
  discount: number;
  subtotal: number;
  /** JSON of the line's details (package selection, student, billing type), set by placeOrder. */
  details: ColumnType<string | null, string | null | undefined, string | null>;
  /** The line's share of the order's coupon and of the Mahir Points spent on it (sen). */
  coupon_discount: ColumnType<number, number | undefined, number>;
  points_discount: ColumnType<number, number | undefined, number>;
  /** What the buyer paid for the line, tax included: subtotal less coupon and points (docs/tax.md). */
  charge: ColumnType<number, number | undefined, number>;
  /** The tax code's type (`01`, `02`, `06`, `E`) and rate in basis points; null on lines placed before tax. */
  tax_type: ColumnType<string | null, string | null | undefined, string | null>;
  tax_rate_bp: ColumnType<number, number | undefined, number>;
  /** The tax inside `charge`, in sen. */
  tax: ColumnType<number, number | undefined, number>;
}
export interface OrderPackageTable {
  id: Id;
  order_id: number;
  package_id: number;
  student_user_id: number | null;
  status: string;
}
export interface OrderPackageCourseTable {
  order_package_id: number;
  course_id: number;
}
/** One paid billing period of a recurring order: unique per order and period. */
export interface RecurringRenewalTable {
  id: Id;
  order_id: number;
  /** The due date (`YYYY-MM-DD`, Malaysia time) the period starts on. */
  period_start: string;
  provider: string;
  transaction_id: string;
  created_at: CreatedAt;
}
export interface OrderAttributionTable {
  id: Id;
  order_id: number;
  kind: 'reseller' | 'affiliate';
  reseller_id: number | null;
  affiliate_id: number | null;
  code: string | null;
  amount: number;
  created_at: CreatedAt;
}
