import { describe, expect, it } from 'vitest';
import { allocateRefund, type RefundableLine, refundableSen } from './refund-allocation';

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const fresh = (...paid: number[]): RefundableLine[] => paid.map((paidSen) => ({ paidSen, refundedSen: 0 }));

/** Applies a refund's shares to the lines, as recording it would. */
function apply(lines: RefundableLine[], perLine: number[]): RefundableLine[] {
  return lines.map((l, i) => ({ ...l, refundedSen: l.refundedSen + (perLine[i] ?? 0) }));
}

describe('allocateRefund', () => {
  it('splits in proportion to what each line paid', () => {
    expect(allocateRefund(5000, fresh(7500, 2500))).toEqual({ ok: true, perLine: [3750, 1250] });
    expect(allocateRefund(100, fresh(1, 1, 1))).toEqual({ ok: false, reason: 'exceeds_left', leftSen: 3 });
    expect(allocateRefund(2, fresh(1, 1, 1))).toEqual({ ok: true, perLine: [1, 1, 0] });
  });

  it('refuses zero, negative, fractional amounts and more than is left', () => {
    for (const bad of [0, -5, 1.5, Number.NaN])
      expect(allocateRefund(bad, fresh(1000))).toMatchObject({ ok: false, reason: 'amount_not_positive' });
    const half = apply(fresh(1000, 1000), [500, 500]);
    expect(refundableSen(half)).toBe(1000);
    expect(allocateRefund(1001, half)).toEqual({ ok: false, reason: 'exceeds_left', leftSen: 1000 });
    expect(allocateRefund(1000, half)).toEqual({ ok: true, perLine: [500, 500] });
  });

  it('three refunds of a third sum exactly to the order, every line refunded in full', () => {
    let lines = fresh(1000, 333, 1);
    const amounts = [445, 444, 445];
    for (const amount of amounts) {
      const r = allocateRefund(amount, lines);
      if (!r.ok) throw new Error(r.reason);
      expect(r.perLine.reduce((a, b) => a + b, 0)).toBe(amount);
      lines = apply(lines, r.perLine);
    }
    expect(lines.map((l) => l.refundedSen)).toEqual([1000, 333, 1]);
    expect(allocateRefund(1, lines)).toEqual({ ok: false, reason: 'exceeds_left', leftSen: 0 });
  });

  it('keeps within a line cap and moves the rest to lines with room', () => {
    const lines: RefundableLine[] = [
      { paidSen: 5000, refundedSen: 0, capSen: 1000 },
      { paidSen: 5000, refundedSen: 0 },
    ];
    expect(refundableSen(lines)).toBe(6000);
    expect(allocateRefund(4000, lines)).toEqual({ ok: true, perLine: [1000, 3000] });
    expect(allocateRefund(6001, lines)).toEqual({ ok: false, reason: 'exceeds_left', leftSen: 6000 });
  });

  it('refunds only the chosen lines, and later refunds spread over what is left', () => {
    let lines = fresh(3000, 2000, 5000);
    const seat = allocateRefund(2000, lines, [1]);
    expect(seat).toEqual({ ok: true, perLine: [0, 2000, 0] });
    if (!seat.ok) return;
    lines = apply(lines, seat.perLine);
    expect(allocateRefund(1, lines, [1])).toEqual({ ok: false, reason: 'exceeds_left', leftSen: 0 });
    const rest = allocateRefund(8000, lines);
    expect(rest).toEqual({ ok: true, perLine: [3000, 0, 5000] });
    expect(allocateRefund(10, lines, [])).toEqual({ ok: false, reason: 'no_lines', leftSen: 0 });
  });

  it('property: random partial refunds never exceed a line, and sum to every line in full', () => {
    const next = rng(20261126);
    for (let run = 0; run < 500; run++) {
      let lines = fresh(
        ...Array.from({ length: 1 + Math.floor(next() * 5) }, () => Math.floor(next() * 50_000)),
      );
      const total = lines.reduce((s, l) => s + l.paidSen, 0);
      let refunded = 0;
      while (refunded < total) {
        const left = total - refunded;
        const amount = next() < 0.25 ? left : 1 + Math.floor(next() * left);
        const r = allocateRefund(amount, lines);
        if (!r.ok) throw new Error(`${r.reason} at ${amount} of ${left}`);
        expect(r.perLine.reduce((a, b) => a + b, 0)).toBe(amount);
        lines = apply(lines, r.perLine);
        refunded += amount;
        for (const l of lines) {
          expect(l.refundedSen).toBeLessThanOrEqual(l.paidSen);
          // Proportion over the order's life: each line within a sen (or two, at largest-remainder turns) of its share.
          expect(Math.abs(l.refundedSen - (l.paidSen * refunded) / total)).toBeLessThan(2);
        }
      }
      expect(lines.every((l) => l.refundedSen === l.paidSen)).toBe(true);
    }
  });
});
