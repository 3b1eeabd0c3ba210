import { type TaxTreatment, taxOfInclusive } from '../einvoice/line-amounts';
import { assertSen, type Sen } from '../money/sen';
import { addDays, type CalendarDay } from '../rules/malaysia-time';

/**
 * A share of a line's grant that follows a refund: `floor(granted x refunded / paid)` over everything
 * refunded so far, less what earlier refunds already took. Rounding down favours the buyer on partial
 * refunds, and the refund that completes the line takes the whole grant.
 */
function proportionalCount(granted: number, paidSen: Sen, refundedAfterSen: Sen): number {
  if (paidSen === 0) return 0;
  return Number((BigInt(granted) * BigInt(refundedAfterSen)) / BigInt(paidSen));
}

/** A line's refund so far and now, in sen. */
export interface LineRefund {
  paidSen: Sen;
  /** Refunded on this line before this refund. */
  refundedBeforeSen: Sen;
  /** This refund's share of the line (`allocateRefund`). */
  refundSen: Sen;
}

function afterOf(r: LineRefund): Sen {
  const after = assertSen(r.refundedBeforeSen, 'refunded') + assertSen(r.refundSen, 'refund');
  if (after > assertSen(r.paidSen, 'paid'))
    throw new RangeError('a line cannot be refunded past what it paid');
  return after;
}

/**
 * True when this refund completes the line: it gives something back on the line and, with it, everything
 * the line paid has been given back. A line completed by an earlier refund is not completed again.
 */
export function refundsLineInFull(r: LineRefund): boolean {
  return r.refundSen > 0 && afterOf(r) === r.paidSen;
}

/**
 * Coins to take back for a line that sold or granted coins (a coin pack, a package's coins): in proportion
 * to the refund, rounded down, all of them on the refund that completes the line.
 */
export function coinsToReverse(
  r: LineRefund & { coinsGranted: number; coinsReversedBefore: number },
): number {
  const owed = proportionalCount(r.coinsGranted, r.paidSen, afterOf(r));
  return Math.max(0, owed - r.coinsReversedBefore);
}

/**
 * Caps on what coin lines may still refund, so the coins a refund takes back are never more than the
 * buyer still holds (a wallet never goes below zero, and spent coins cannot be bought back with a refund).
 * Lines are served in order from the one balance; lines without coins get no cap (undefined).
 *
 * The cap is the largest cumulative refund R with `floor(granted x R / paid) <= reversed before + coins
 * available to the line`, less what the line already refunded.
 */
export function coinRefundCaps(
  lines: ReadonlyArray<{ paidSen: Sen; refundedSen: Sen; coinsGranted: number; coinsReversedBefore: number }>,
  unspentCoins: number,
): Array<Sen | undefined> {
  let available = Math.max(0, Math.floor(unspentCoins));
  return lines.map((l) => {
    if (l.coinsGranted <= 0 || l.paidSen === 0) return undefined;
    const k = l.coinsReversedBefore + available;
    let maxCumulative: Sen;
    if (k >= l.coinsGranted) maxCumulative = l.paidSen;
    else {
      // Largest R with granted x R < (k + 1) x paid.
      const bound = BigInt(k + 1) * BigInt(l.paidSen);
      maxCumulative = Math.min(l.paidSen, Number((bound - 1n) / BigInt(l.coinsGranted)));
    }
    const cap = Math.max(0, maxCumulative - l.refundedSen);
    const used = proportionalCount(l.coinsGranted, l.paidSen, l.refundedSen + cap) - l.coinsReversedBefore;
    available -= Math.max(0, used);
    return cap;
  });
}

/** What a refund does to the days a subscription line bought (`[start, end)`, Malaysia calendar days). */
export interface SubscriptionDaysChange {
  /** Days this refund removes, from the end of the period. */
  daysToRemove: number;
  /** The period's new end (exclusive) after every refund so far. */
  newEnd: CalendarDay;
  /** The new end is today or earlier: access ends now. */
  endsNow: boolean;
  /** The line is refunded in full: the subscription stops renewing as well. */
  stopRenewal: boolean;
}

/**
 * Subscription days removed from the end of the period in proportion to the refund, rounded down (all of
 * them on the refund that completes the line). Days already used are not protected: an admin who refunds
 * more than the unused part ends the access today.
 */
export function subscriptionDaysChange(
  r: LineRefund & { start: CalendarDay; end: CalendarDay; daysRemovedBefore: number },
  today: CalendarDay,
): SubscriptionDaysChange {
  const totalDays = Math.round(
    (Date.parse(`${r.end}T00:00:00Z`) - Date.parse(`${r.start}T00:00:00Z`)) / 86_400_000,
  );
  if (totalDays < 0) throw new RangeError('a period cannot end before it starts');
  const removed = proportionalCount(totalDays, r.paidSen, afterOf(r));
  const newEnd = addDays(r.end, -removed);
  return {
    daysToRemove: Math.max(0, removed - r.daysRemovedBefore),
    newEnd,
    endsNow: newEnd <= today,
    stopRenewal: refundsLineInFull(r),
  };
}

/** An event seat is released only when its line is refunded in full. */
export function releasesEventSeat(r: LineRefund): boolean {
  return refundsLineInFull(r);
}

/**
 * A shipment is cancelled when its line is refunded in full and it has not been sent (`pending`); once
 * sent, a full refund leaves the goods with the buyer unless returned by hand, and a partial refund is a
 * price adjustment that never stops a parcel.
 */
export function shipmentAfterRefund(
  r: LineRefund,
  shipmentStatus: string,
): 'cancel' | 'keep' | 'already_sent' {
  if (!refundsLineInFull(r)) return 'keep';
  if (shipmentStatus === 'pending') return 'cancel';
  return shipmentStatus === 'cancelled' ? 'keep' : 'already_sent';
}

/**
 * The tax part of a line's refund, for the credit note: the tax of everything refunded so far less the tax
 * of what was refunded before, each taken out of the tax-inclusive amount by the one rounding rule. The
 * refunds of a line add up to exactly the tax it was charged.
 */
export function refundTaxSen(r: LineRefund, treatment: TaxTreatment): Sen {
  return taxOfInclusive(afterOf(r), treatment) - taxOfInclusive(r.refundedBeforeSen, treatment);
}
