import type { TaxTreatment } from '../einvoice/line-amounts';
import type { Sen } from '../money/sen';
import type { CalendarDay } from '../rules/malaysia-time';
import type { OrderItemType } from '../rules/order-state';
import { allocateRefund, type RefundableLine, refundableSen } from './refund-allocation';
import {
  coinRefundCaps,
  coinsToReverse,
  refundsLineInFull,
  refundTaxSen,
  releasesEventSeat,
  type SubscriptionDaysChange,
  shipmentAfterRefund,
  subscriptionDaysChange,
} from './refund-effects';

/** What the order holds about a line, as recorded at sale and by earlier refunds. */
export interface RefundLineFacts {
  itemType: OrderItemType;
  /** The line's charge, tax included (money and coins). */
  paidSen: Sen;
  refundedSen: Sen;
  /** The tax type and rate recorded on the line at sale. */
  tax: TaxTreatment;
  /** Coins the line sold or granted, and how many earlier refunds took back. */
  coins?: { granted: number; reversedBefore: number };
  /** The subscription period the line bought, `[start, end)`, and days earlier refunds removed. */
  subscription?: { start: CalendarDay; end: CalendarDay; daysRemovedBefore: number };
  /** The line holds an event seat. */
  eventSeat?: boolean;
  /** The line's shipment status (`pending` until sent), when it has one. */
  shipmentStatus?: string;
}

/** What one line gives back and undoes. */
export interface RefundLinePlan {
  refundSen: Sen;
  /** The tax part of `refundSen`, for the credit or refund note. */
  taxSen: Sen;
  refundedInFull: boolean;
  coinsToReverse: number;
  subscription: SubscriptionDaysChange | null;
  releaseSeat: boolean;
  shipment: 'cancel' | 'keep' | 'already_sent' | null;
}

export type RefundPlanRefusal = 'amount_not_positive' | 'exceeds_left' | 'coins_spent' | 'nothing_left';

export type RefundPlan =
  | { ok: true; lines: RefundLinePlan[]; refundSen: Sen; taxSen: Sen }
  | { ok: false; reason: RefundPlanRefusal; leftSen: Sen };

/**
 * Everything a refund of `amountSen` does, decided before anything is written: each line's share
 * (`allocateRefund`, within the coins the buyer still holds), its tax part, and what it reverses (coins,
 * subscription days, an event seat, a shipment not yet sent). `leftSen` on a refusal is what may still be
 * refunded (for the message).
 */
export function planRefund(input: {
  amountSen: Sen;
  lines: readonly RefundLineFacts[];
  /** Coins in the buyer's wallet now. */
  unspentCoins: number;
  today: CalendarDay;
  /** Refund only these lines (indexes); all lines when absent. */
  only?: readonly number[];
}): RefundPlan {
  const { lines } = input;
  const caps = coinRefundCaps(
    lines.map((l) => ({
      paidSen: l.paidSen,
      refundedSen: l.refundedSen,
      coinsGranted: l.coins?.granted ?? 0,
      coinsReversedBefore: l.coins?.reversedBefore ?? 0,
    })),
    input.unspentCoins,
  );
  const refundable: RefundableLine[] = lines.map((l, i) => {
    const cap = caps[i];
    return cap === undefined
      ? { paidSen: l.paidSen, refundedSen: l.refundedSen }
      : { paidSen: l.paidSen, refundedSen: l.refundedSen, capSen: cap };
  });
  const uncapped = refundableSen(
    lines.map((l) => ({ paidSen: l.paidSen, refundedSen: l.refundedSen })),
    input.only,
  );
  const allocation = allocateRefund(input.amountSen, refundable, input.only);
  if (!allocation.ok) {
    if (allocation.reason === 'amount_not_positive')
      return { ok: false, reason: 'amount_not_positive', leftSen: allocation.leftSen };
    if (uncapped === 0) return { ok: false, reason: 'nothing_left', leftSen: 0 };
    return {
      ok: false,
      reason: allocation.leftSen < uncapped ? 'coins_spent' : 'exceeds_left',
      leftSen: allocation.leftSen,
    };
  }
  const planned = lines.map((l, i): RefundLinePlan => {
    const r = { paidSen: l.paidSen, refundedBeforeSen: l.refundedSen, refundSen: allocation.perLine[i] ?? 0 };
    return {
      refundSen: r.refundSen,
      taxSen: refundTaxSen(r, l.tax),
      refundedInFull: refundsLineInFull(r),
      coinsToReverse: l.coins
        ? coinsToReverse({ ...r, coinsGranted: l.coins.granted, coinsReversedBefore: l.coins.reversedBefore })
        : 0,
      subscription: l.subscription ? subscriptionDaysChange({ ...r, ...l.subscription }, input.today) : null,
      releaseSeat: l.eventSeat === true && releasesEventSeat(r),
      shipment: l.shipmentStatus === undefined ? null : shipmentAfterRefund(r, l.shipmentStatus),
    };
  });
  return {
    ok: true,
    lines: planned,
    refundSen: input.amountSen,
    taxSen: planned.reduce((s, l) => s + l.taxSen, 0),
  };
}
