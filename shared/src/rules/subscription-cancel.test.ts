import { describe, expect, it } from 'vitest';
import { orderCancelButton, stopSubscriptionMode, subscriptionOrderStatus } from './subscription-cancel';

describe('subscriptionOrderStatus', () => {
  it('shows a paid order by its cancellation request: none, pending, confirmed', () => {
    expect(subscriptionOrderStatus('paid', null)).toBe('paid');
    expect(subscriptionOrderStatus('paid', { req_cancel: 0, confirm: 0 })).toBe('paid');
    expect(subscriptionOrderStatus('paid', { req_cancel: 1, confirm: 0 })).toBe('pending_cancellation');
    expect(subscriptionOrderStatus('paid', { req_cancel: 1, confirm: 1 })).toBe('cancelled');
  });
  it('shows the other payment states as they are, a request on an unpaid order changing nothing', () => {
    expect(subscriptionOrderStatus('pending', null)).toBe('pending_payment');
    expect(subscriptionOrderStatus('pending', { req_cancel: 1, confirm: 0 })).toBe('pending_payment');
    expect(subscriptionOrderStatus('failed', null)).toBe('failed');
    expect(subscriptionOrderStatus('expired', { req_cancel: 1, confirm: 1 })).toBe('expired');
  });
});

describe('order cancel button', () => {
  it('is enabled for a paid order the viewer may cancel', () => {
    expect(orderCancelButton('paid', null, true)).toEqual({ label: 'Cancel Subscription', disabled: false });
  });
  it('is disabled for orders that are not paid or not the viewer’s to cancel', () => {
    expect(orderCancelButton('paid', null, false).disabled).toBe(true);
    expect(orderCancelButton('pending_payment', null, true)).toEqual({
      label: 'Cancel Subscription',
      disabled: true,
    });
  });
  it('shows a pending request, or a pending order, as Pending Cancellation', () => {
    expect(orderCancelButton('pending_cancellation', { req_cancel: 1, confirm: 0 }, true)).toEqual({
      label: 'Pending Cancellation',
      disabled: true,
    });
    expect(orderCancelButton('pending_cancellation', null, true).label).toBe('Pending Cancellation');
  });
  it('shows a confirmed request as Approved Cancellation', () => {
    expect(orderCancelButton('cancelled', { req_cancel: 1, confirm: 1 }, true)).toEqual({
      label: 'Approved Cancellation',
      disabled: true,
    });
  });
});

describe('stopSubscriptionMode', () => {
  const sub = (source: string, status = 'active', isUnsubscribe = false) => ({
    source,
    status,
    isUnsubscribe,
  });
  it('sends free subscriptions to their stop-access page', () => {
    expect(stopSubscriptionMode(sub('free'))).toBe('free');
    expect(stopSubscriptionMode(sub('free', 'cancelled'))).toBeNull();
  });
  it('offers to stop bought subscriptions and shows requested ones as pending', () => {
    expect(stopSubscriptionMode(sub('paid'))).toBe('stop');
    expect(stopSubscriptionMode(sub('package'))).toBe('stop');
    expect(stopSubscriptionMode(sub('paid', 'pending_cancellation', true))).toBe('pending');
    expect(stopSubscriptionMode(sub('package', 'active', true))).toBe('pending');
  });
  it('offers nothing for access granted by others, ended ones, or no subscription', () => {
    expect(stopSubscriptionMode(sub('business'))).toBeNull();
    expect(stopSubscriptionMode(sub('access_code'))).toBeNull();
    expect(stopSubscriptionMode(sub('paid', 'cancelled', true))).toBeNull();
    expect(stopSubscriptionMode(null)).toBeNull();
  });
});
