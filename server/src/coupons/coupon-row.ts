import type { CouponRow } from '@mahir/db/repositories/coupon.repository';
import type { Coupon } from '@mahir/shared/coupons/index';
import { ORDER_ITEM_TYPES, type OrderItemType } from '@mahir/shared/rules/order-state';

/** The line kinds a stored coupon names, read tolerantly (unknown kinds are dropped). */
export function productTypesOf(json: string): OrderItemType[] {
  try {
    const raw: unknown = JSON.parse(json);
    if (!Array.isArray(raw)) return [];
    return ORDER_ITEM_TYPES.filter((k) => raw.includes(k));
  } catch {
    return [];
  }
}

/** A stored coupon as the shared rules read it. */
export function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    value:
      row.value_kind === 'percent'
        ? { kind: 'percent', basisPoints: row.value }
        : { kind: 'fixed', amountSen: row.value },
    productTypes: productTypesOf(row.product_types),
    minSpendSen: row.min_spend,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    totalLimit: row.total_limit,
    perUserLimit: row.per_user_limit,
    owner:
      row.owner_kind && row.owner_id !== null && row.owner_user_id !== null
        ? { kind: row.owner_kind, id: row.owner_id, userId: row.owner_user_id }
        : null,
    active: row.active === 1,
  };
}
