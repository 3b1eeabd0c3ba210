import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isFinalOrderState,
  isOrderState,
  ORDER_STATES,
  orderPageKind,
  transition,
} from './order-state';

describe('order state machine', () => {
  it('lets pending move to paid, failed or expired', () => {
    expect(canTransition('pending', 'paid')).toBe(true);
    expect(canTransition('pending', 'failed')).toBe(true);
    expect(canTransition('pending', 'expired')).toBe(true);
    expect(transition('pending', 'paid')).toBe('paid');
  });

  it('allows nothing else, not even staying put', () => {
    const allowed = new Set(['pending>paid', 'pending>failed', 'pending>expired']);
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) {
        expect(canTransition(from, to)).toBe(allowed.has(`${from}>${to}`));
      }
    }
    expect(() => transition('paid', 'failed')).toThrow('order cannot move from paid to failed');
    expect(() => transition('expired', 'paid')).toThrow();
  });

  it('knows its states and which are final', () => {
    expect(isOrderState('pending')).toBe(true);
    expect(isOrderState('pending_payment')).toBe(false);
    expect(ORDER_STATES.filter(isFinalOrderState)).toEqual(['paid', 'failed', 'expired']);
  });
});

describe('orderPageKind', () => {
  it('calls only a paid order a receipt, and offers a failed or expired one to be paid again', () => {
    for (const paid of ['paid', 'pending_cancellation', 'cancelled'])
      expect(orderPageKind(paid)).toEqual({ receipt: true, payAgain: false });
    expect(orderPageKind('pending')).toEqual({ receipt: false, payAgain: false });
    expect(orderPageKind('failed')).toEqual({ receipt: false, payAgain: true });
    expect(orderPageKind('expired')).toEqual({ receipt: false, payAgain: true });
  });
});
