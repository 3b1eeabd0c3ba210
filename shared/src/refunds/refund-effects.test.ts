import { describe, expect, it } from 'vitest';
import {
  coinRefundCaps,
  coinsToReverse,
  refundsLineInFull,
  refundTaxSen,
  releasesEventSeat,
  shipmentAfterRefund,
  subscriptionDaysChange,
} from './refund-effects';

const SST = { type: '02' as const, rateBasisPoints: 800 };

describe('coins', () => {
  it('takes back coins in proportion, rounded down, and all of them on the refund that completes the line', () => {
    const line = { paidSen: 5000, coinsGranted: 55 };
    const first = coinsToReverse({ ...line, refundedBeforeSen: 0, refundSen: 1000, coinsReversedBefore: 0 });
    expect(first).toBe(11);
    const second = coinsToReverse({
      ...line,
      refundedBeforeSen: 1000,
      refundSen: 1500,
      coinsReversedBefore: 11,
    });
    expect(second).toBe(16); // floor(55 x 2500 / 5000) = 27, less 11
    const last = coinsToReverse({
      ...line,
      refundedBeforeSen: 2500,
      refundSen: 2500,
      coinsReversedBefore: 27,
    });
    expect(first + second + last).toBe(55);
  });

  it('caps a coin line so the coins taken back never exceed what the buyer still holds', () => {
    // 50 coins for RM 50; 30 spent, 20 left: at most 20 coins back, so at most RM 20.99 refundable.
    const [cap] = coinRefundCaps(
      [{ paidSen: 5000, refundedSen: 0, coinsGranted: 50, coinsReversedBefore: 0 }],
      20,
    );
    expect(cap).toBe(2099);
    expect(
      coinsToReverse({
        paidSen: 5000,
        refundedBeforeSen: 0,
        refundSen: 2099,
        coinsGranted: 50,
        coinsReversedBefore: 0,
      }),
    ).toBe(20);
    expect(
      coinsToReverse({
        paidSen: 5000,
        refundedBeforeSen: 0,
        refundSen: 2100,
        coinsGranted: 50,
        coinsReversedBefore: 0,
      }),
    ).toBe(21);
  });

  it('serves several coin lines from one balance, in order, and leaves other lines uncapped', () => {
    const caps = coinRefundCaps(
      [
        { paidSen: 1000, refundedSen: 0, coinsGranted: 10, coinsReversedBefore: 0 },
        { paidSen: 3000, refundedSen: 0, coinsGranted: 0, coinsReversedBefore: 0 },
        { paidSen: 1000, refundedSen: 0, coinsGranted: 10, coinsReversedBefore: 0 },
      ],
      15,
    );
    expect(caps).toEqual([1000, undefined, 599]);
    expect(
      coinRefundCaps([{ paidSen: 1000, refundedSen: 0, coinsGranted: 10, coinsReversedBefore: 0 }], 0),
    ).toEqual([99]);
  });
});

describe('subscription days', () => {
  const period = { start: '2026-03-01', end: '2026-03-31', daysRemovedBefore: 0 };
  it('removes days from the end in proportion, rounded down', () => {
    const c = subscriptionDaysChange(
      { ...period, paidSen: 3000, refundedBeforeSen: 0, refundSen: 1000 },
      '2026-03-05',
    );
    expect(c).toEqual({ daysToRemove: 10, newEnd: '2026-03-21', endsNow: false, stopRenewal: false });
    const again = subscriptionDaysChange(
      { ...period, daysRemovedBefore: 10, paidSen: 3000, refundedBeforeSen: 1000, refundSen: 1050 },
      '2026-03-05',
    );
    expect(again).toMatchObject({ daysToRemove: 10, newEnd: '2026-03-11' }); // floor(30 x 2050 / 3000) = 20
  });
  it('ends access now when the new end is not after today, and stops renewal on a full refund', () => {
    const c = subscriptionDaysChange(
      { ...period, paidSen: 3000, refundedBeforeSen: 0, refundSen: 3000 },
      '2026-03-20',
    );
    expect(c).toEqual({ daysToRemove: 30, newEnd: '2026-03-01', endsNow: true, stopRenewal: true });
    const late = subscriptionDaysChange(
      { ...period, paidSen: 3000, refundedBeforeSen: 0, refundSen: 1500 },
      '2026-03-20',
    );
    expect(late).toMatchObject({ newEnd: '2026-03-16', endsNow: true, stopRenewal: false });
  });
});

describe('seats, shipments and completion', () => {
  it('releases a seat and cancels an unsent parcel only on the refund that completes the line', () => {
    const part = { paidSen: 2000, refundedBeforeSen: 0, refundSen: 1999 };
    const full = { paidSen: 2000, refundedBeforeSen: 1, refundSen: 1999 };
    const after = { paidSen: 2000, refundedBeforeSen: 2000, refundSen: 0 };
    expect([part, full, after].map(refundsLineInFull)).toEqual([false, true, false]);
    expect(releasesEventSeat(part)).toBe(false);
    expect(releasesEventSeat(full)).toBe(true);
    expect(shipmentAfterRefund(part, 'pending')).toBe('keep');
    expect(shipmentAfterRefund(full, 'pending')).toBe('cancel');
    expect(shipmentAfterRefund(full, 'shipped')).toBe('already_sent');
    expect(shipmentAfterRefund(full, 'cancelled')).toBe('keep');
  });
  it('refuses to refund a line past what it paid', () => {
    expect(() => refundsLineInFull({ paidSen: 100, refundedBeforeSen: 50, refundSen: 51 })).toThrow(
      RangeError,
    );
  });
});

describe('refundTaxSen', () => {
  it('gives back exactly the tax the line was charged over any split of refunds', () => {
    // RM 10.00 at 8 % holds 74 sen of tax; three refunds give back 25 + 24 + 25.
    const parts = [
      refundTaxSen({ paidSen: 1000, refundedBeforeSen: 0, refundSen: 333 }, SST),
      refundTaxSen({ paidSen: 1000, refundedBeforeSen: 333, refundSen: 333 }, SST),
      refundTaxSen({ paidSen: 1000, refundedBeforeSen: 666, refundSen: 334 }, SST),
    ];
    expect(parts).toEqual([25, 24, 25]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(74);
    expect(
      refundTaxSen(
        { paidSen: 1000, refundedBeforeSen: 0, refundSen: 1000 },
        { type: '06', rateBasisPoints: 0 },
      ),
    ).toBe(0);
  });
});
