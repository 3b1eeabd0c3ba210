import type { PaymentMethod } from '@mahir/shared';
import type { OrderLineRow, OrderRow } from './fulfilment';
import type { OrderTotals, PlaceOrderInput } from './order.service';

/** An open order's line as stored. */
export type StoredLine = Pick<
  OrderLineRow,
  'item_type' | 'item_id' | 'name' | 'unit_price' | 'quantity' | 'discount' | 'details'
>;

const text = (v: string | null | undefined) => v ?? null;

/**
 * Whether a pending order is exactly what the buyer is placing again: the same lines, amounts, method,
 * billing details and attribution. Such a submit resumes the order rather than placing a second one.
 */
export function samePendingOrder(
  open: OrderRow,
  lines: readonly StoredLine[],
  input: PlaceOrderInput,
  totals: OrderTotals,
  method: PaymentMethod,
  attribution: { resellerId: number | null; affiliateId: number | null },
): boolean {
  const b = input.buyer;
  const sameHead =
    open.payment_method === method &&
    open.subtotal === totals.subtotal &&
    open.discount_total === totals.discountTotal &&
    open.coins_used === totals.coinsUsed &&
    open.points_used === totals.pointsUsed &&
    open.grand_total === totals.grandTotal &&
    open.recurring_id === (input.recurringId ?? null) &&
    open.reseller_id === attribution.resellerId &&
    open.affiliate_id === attribution.affiliateId &&
    open.name === b.name &&
    open.email === b.email &&
    open.phone_no === text(b.phone_no) &&
    open.address1 === text(b.address1) &&
    open.address2 === text(b.address2) &&
    open.postcode === text(b.postcode) &&
    open.city === text(b.city) &&
    open.state_id === (b.state_id ?? null);
  if (!sameHead || lines.length !== input.lines.length) return false;
  return input.lines.every((l, i) => {
    const s = lines[i];
    return (
      s !== undefined &&
      s.item_type === l.itemType &&
      s.item_id === l.itemId &&
      s.name === l.name &&
      s.unit_price === l.unitPriceSen &&
      s.quantity === l.quantity &&
      s.discount === (l.discountSen ?? 0) &&
      s.details === (l.details ? JSON.stringify(l.details) : null)
    );
  });
}
