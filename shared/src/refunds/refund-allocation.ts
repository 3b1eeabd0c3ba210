import { allocate } from '../money/allocate';
import { assertSen, type Sen } from '../money/sen';

/** An order line as a refund sees it, all tax included. */
export interface RefundableLine {
  /** What the buyer paid for the line (its charge: money and coins, after every discount). */
  paidSen: Sen;
  /** What earlier refunds gave back on this line. */
  refundedSen: Sen;
  /**
   * The most this line may still give back when that is less than `paidSen - refundedSen` (the coins it
   * sold are partly spent: `coinRefundCaps`). Absent: no cap of its own.
   */
  capSen?: Sen;
}

/** What a line can still give back: what is left of it, within its cap. */
export function lineRoomSen(line: RefundableLine): Sen {
  const left = assertSen(line.paidSen, 'paid') - assertSen(line.refundedSen, 'refunded');
  if (left < 0) throw new RangeError('a line was refunded more than it was paid');
  return line.capSen === undefined ? left : Math.max(0, Math.min(left, assertSen(line.capSen, 'cap')));
}

/** What an order (or the chosen lines of it) can still refund. */
export function refundableSen(lines: readonly RefundableLine[], only?: readonly number[]): Sen {
  return lines.reduce((s, l, i) => s + (inScope(i, only) ? lineRoomSen(l) : 0), 0);
}

function inScope(index: number, only: readonly number[] | undefined): boolean {
  return !only || only.includes(index);
}

export type RefundRefusal = 'amount_not_positive' | 'exceeds_left' | 'no_lines';

export type RefundAllocation =
  | { ok: true; perLine: Sen[] }
  | { ok: false; reason: RefundRefusal; leftSen: Sen };

/**
 * Splits a refund of `amountSen` over an order's lines in proportion to what each line paid, never more than
 * any line has left (within its cap), and never more than the order has left. `only` limits the refund to
 * some lines (by index), as when one event seat is refunded.
 *
 * Proportion is kept over the whole life of the order, not per refund: the refund is the difference between
 * `allocate(refunded so far + amount, paid)` and what each line already gave back, so repeated partial
 * refunds do not drift and the last one leaves every line refunded exactly in full. Where a cap, an earlier
 * refund of chosen lines or largest-remainder rounding pushes a line outside `[0, room]`, it is clamped and
 * the difference is spread with `allocate()` over the lines that still have room (or that took part).
 *
 * @example allocateRefund(5000, [{ paidSen: 7500, refundedSen: 0 }, { paidSen: 2500, refundedSen: 0 }])
 * // { ok: true, perLine: [3750, 1250] }
 */
export function allocateRefund(
  amountSen: Sen,
  lines: readonly RefundableLine[],
  only?: readonly number[],
): RefundAllocation {
  if (!Number.isSafeInteger(amountSen) || amountSen <= 0)
    return { ok: false, reason: 'amount_not_positive', leftSen: refundableSen(lines, only) };
  const scope = lines.map((_, i) => inScope(i, only));
  if (!scope.some(Boolean) || lines.length === 0) return { ok: false, reason: 'no_lines', leftSen: 0 };
  const room = lines.map((l, i) => (scope[i] ? lineRoomSen(l) : 0));
  const leftSen = room.reduce((s, r) => s + r, 0);
  if (amountSen > leftSen) return { ok: false, reason: 'exceeds_left', leftSen };

  const paid = lines.map((l, i) => (scope[i] ? l.paidSen : 0));
  const already = lines.reduce((s, l, i) => s + (scope[i] ? l.refundedSen : 0), 0);
  const target = allocate(already + amountSen, paid);
  const share = lines.map((l, i) =>
    Math.min(room[i] ?? 0, Math.max(0, (target[i] ?? 0) - (scope[i] ? l.refundedSen : 0))),
  );
  const shortBy = amountSen - share.reduce((s, v) => s + v, 0);
  if (shortBy > 0) {
    // Room left on each line bounds its extra share: allocate never gives a weight more than it holds.
    const extra = allocate(
      shortBy,
      share.map((v, i) => (room[i] ?? 0) - v),
    );
    extra.forEach((e, i) => {
      share[i] = (share[i] ?? 0) + e;
    });
  } else if (shortBy < 0) {
    const back = allocate(-shortBy, share);
    back.forEach((b, i) => {
      share[i] = (share[i] ?? 0) - b;
    });
  }
  return { ok: true, perLine: share };
}
