import type { ColumnType } from 'kysely';
import type { CreatedAt, Flag, Id, Timestamp } from '../column-types';

/** An admin-made coupon code (docs/coupons-refunds.md); `value` is basis points or sen by `value_kind`. */
export interface CouponTable {
  id: Id;
  /** Upper case, unique. */
  code: string;
  value_kind: 'percent' | 'fixed';
  value: number;
  /** JSON array of the order line kinds it discounts. */
  product_types: string;
  min_spend: ColumnType<number, number | undefined, number>;
  starts_at: string | null;
  ends_at: string | null;
  total_limit: number | null;
  per_user_limit: number | null;
  /** A partner's coupon: `reseller` or `affiliate`, that table's id, and their user. */
  owner_kind: 'reseller' | 'affiliate' | null;
  owner_id: number | null;
  owner_user_id: number | null;
  active: Flag;
  /** Redemptions by everyone, raised atomically within the limit at placing an order. */
  redeemed_count: ColumnType<number, number | undefined, number>;
  created_by: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One order's use of a coupon: unique per order; removed when the order fails or expires. */
export interface CouponRedemptionTable {
  id: Id;
  coupon_id: number;
  user_id: number | null;
  order_id: number;
  discount: number;
  /** 1 when it took a place in `coupons.redeemed_count` (coupons with a total or per-buyer limit). */
  counted: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}
