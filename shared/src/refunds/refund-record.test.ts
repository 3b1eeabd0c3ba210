import { describe, expect, it } from 'vitest';
import {
  orderPaid,
  originalRefundableSen,
  originalRefundMethod,
  refundCoins,
  refundNumber,
} from './refund-record';

describe('refund records', () => {
  it('numbers a refund from its id, apart from order references', () => {
    expect(refundNumber(42, new Date('2026-11-29T01:00:00Z'))).toBe('RF-2026-000042');
    expect(refundNumber(1234567, new Date('2027-01-01T00:00:00Z'))).toBe('RF-2027-1234567');
    expect(() => refundNumber(0, new Date())).toThrow(RangeError);
  });

  it('credits one coin a ringgit and refuses part of a ringgit', () => {
    expect(refundCoins(500)).toBe(5);
    expect(refundCoins(501)).toBeNull();
    expect(refundCoins(0)).toBeNull();
    expect(refundCoins(-100)).toBeNull();
  });

  it('returns to the original method no more than the provider took, less what went back that way', () => {
    expect(originalRefundableSen({ moneySen: 3000, refundedToOriginalSen: 0, leftSen: 5000 })).toBe(3000);
    expect(originalRefundableSen({ moneySen: 3000, refundedToOriginalSen: 1000, leftSen: 5000 })).toBe(2000);
    expect(originalRefundableSen({ moneySen: 3000, refundedToOriginalSen: 0, leftSen: 1200 })).toBe(1200);
    expect(originalRefundableSen({ moneySen: 3000, refundedToOriginalSen: 3000, leftSen: 100 })).toBe(0);
  });

  it('chooses the provider refund, the sandbox, a bank transfer or coins by how the order was paid', () => {
    const live = { payPal: true };
    const demo = { payPal: false };
    expect(originalRefundMethod('paypal', live)).toBe('paypal');
    expect(originalRefundMethod('paypal', demo)).toBe('sandbox');
    expect(originalRefundMethod('senangpay', live)).toBe('bank');
    expect(originalRefundMethod('senangpay_recurring', live)).toBe('bank');
    expect(originalRefundMethod('senangpay', demo)).toBe('bank');
    expect(originalRefundMethod('mahir-coins', live)).toBe('coins');
    expect(originalRefundMethod('free', live)).toBeNull();
    expect(originalRefundMethod(null, live)).toBeNull();
  });

  it('charges each line its subtotal less its share of points, adding up to money plus coins', () => {
    expect(orderPaid({ lineSubtotalsSen: [3000, 1000], grandTotalSen: 2500, coinsUsed: 10 })).toEqual({
      perLineSen: [2625, 875],
      moneySen: 2500,
      coinsSen: 1000,
    });
    expect(orderPaid({ lineSubtotalsSen: [1050], grandTotalSen: 0, coinsUsed: 11 })).toEqual({
      perLineSen: [1050],
      moneySen: 0,
      coinsSen: 1050,
    });
    const odd = orderPaid({ lineSubtotalsSen: [333, 333, 334], grandTotalSen: 901, coinsUsed: 0 });
    expect(odd.perLineSen.reduce((a, b) => a + b, 0)).toBe(901);
    expect(orderPaid({ lineSubtotalsSen: [], grandTotalSen: 0, coinsUsed: 0 }).perLineSen).toEqual([]);
  });
});
