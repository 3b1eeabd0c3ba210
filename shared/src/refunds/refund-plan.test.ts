import { describe, expect, it } from 'vitest';
import { planRefund, type RefundLineFacts } from './refund-plan';

const SST = { type: '02' as const, rateBasisPoints: 800 };
const NONE = { type: '06' as const, rateBasisPoints: 0 };

const order: RefundLineFacts[] = [
  {
    itemType: 'package',
    paidSen: 6000,
    refundedSen: 0,
    tax: SST,
    coins: { granted: 10, reversedBefore: 0 },
    subscription: { start: '2026-03-01', end: '2026-03-31', daysRemovedBefore: 0 },
  },
  { itemType: 'event', paidSen: 2000, refundedSen: 0, tax: SST, eventSeat: true },
  { itemType: 'merchandise', paidSen: 2000, refundedSen: 0, tax: NONE, shipmentStatus: 'pending' },
];

/** A refund of the order planned on 10 March 2026, with ten of its granted coins unspent unless told. */
const planOn10March = (amountSen: number, lines = order, unspentCoins = 10) =>
  planRefund({ amountSen, lines, unspentCoins, today: '2026-03-10' });

describe('planRefund', () => {
  it('a full refund reverses everything the order granted', () => {
    const plan = planOn10March(10_000);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.lines.map((l) => l.refundSen)).toEqual([6000, 2000, 2000]);
    expect(plan.lines[0]).toMatchObject({ coinsToReverse: 10, refundedInFull: true });
    expect(plan.lines[0]?.subscription).toMatchObject({ daysToRemove: 30, endsNow: true, stopRenewal: true });
    expect(plan.lines[1]).toMatchObject({ releaseSeat: true, shipment: null });
    expect(plan.lines[2]).toMatchObject({ shipment: 'cancel', taxSen: 0 });
    // 6000 at 8 % holds 444 sen, 2000 holds 148.
    expect(plan.taxSen).toBe(444 + 148);
  });

  it('a partial refund reverses in proportion and keeps seats and parcels', () => {
    const plan = planOn10March(5000);
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.lines.map((l) => l.refundSen)).toEqual([3000, 1000, 1000]);
    expect(plan.lines[0]).toMatchObject({ coinsToReverse: 5, refundedInFull: false });
    expect(plan.lines[0]?.subscription).toMatchObject({
      daysToRemove: 15,
      newEnd: '2026-03-16',
      endsNow: false,
    });
    expect(plan.lines[1]?.releaseSeat).toBe(false);
    expect(plan.lines[2]?.shipment).toBe('keep');
  });

  it('refuses more than is left, and says when spent coins are what limits it', () => {
    expect(planOn10March(10_001)).toEqual({
      ok: false,
      reason: 'exceeds_left',
      leftSen: 10_000,
    });
    // Every granted coin spent: the package line can give back at most 599 sen (floor(10 x 599 / 6000) = 0 coins).
    expect(planOn10March(10_000, order, 0)).toEqual({
      ok: false,
      reason: 'coins_spent',
      leftSen: 599 + 2000 + 2000,
    });
    const done = order.map((l) => ({ ...l, refundedSen: l.paidSen }));
    expect(planOn10March(1, done)).toEqual({
      ok: false,
      reason: 'nothing_left',
      leftSen: 0,
    });
    expect(planOn10March(0)).toMatchObject({
      ok: false,
      reason: 'amount_not_positive',
    });
  });

  it('refunds one event seat alone when asked', () => {
    const plan = planRefund({
      amountSen: 2000,
      lines: order,
      unspentCoins: 10,
      today: '2026-03-10',
      only: [1],
    });
    if (!plan.ok) throw new Error(plan.reason);
    expect(plan.lines.map((l) => l.refundSen)).toEqual([0, 2000, 0]);
    expect(plan.lines.map((l) => l.releaseSeat)).toEqual([false, true, false]);
    expect(plan.lines[0]?.coinsToReverse).toBe(0);
  });
});
