import type { SubscriptionOrderStatus } from '../constants';
import { MSG } from '../messages';

/** A cancellation request as the order detail shows it (0/1 flags, as stored). */
export interface CancelRequestFlags {
  req_cancel: number;
  confirm: number;
}

/**
 * The status a subscription order shows. The order row holds only its payment state (pending ->
 * paid | failed | expired); a paid order's cancellation lives in its cancellation request, which
 * shows as pending cancellation until an admin confirms it, then as cancelled.
 */
export function subscriptionOrderStatus(
  orderState: string,
  request: CancelRequestFlags | null,
): SubscriptionOrderStatus {
  if (orderState === 'paid') {
    if (!request?.req_cancel) return 'paid';
    return request.confirm ? 'cancelled' : 'pending_cancellation';
  }
  if (orderState === 'failed' || orderState === 'expired') return orderState;
  return 'pending_payment';
}

/** What the order's cancel button shows and whether it can be pressed. */
export interface CancelButtonState {
  label: string;
  disabled: boolean;
}

/**
 * The order cancel button (spec 001 §4): approved once confirmed, pending once requested (or when
 * the order already awaits cancellation), otherwise 'Cancel Subscription', enabled only when the
 * order is paid and the viewer may cancel it.
 */
export function orderCancelButton(
  status: string,
  request: CancelRequestFlags | null,
  canCancel: boolean,
): CancelButtonState {
  if (request?.req_cancel && request.confirm) return { label: MSG.approvedCancellation, disabled: true };
  if (request?.req_cancel || status === 'pending_cancellation')
    return { label: MSG.pendingCancellation, disabled: true };
  return { label: MSG.cancelSubscription, disabled: !(canCancel && status === 'paid') };
}

/** The parts of a course subscription that decide how it can be stopped. */
export interface StoppableSubscription {
  source: string;
  status: string;
  isUnsubscribe: boolean;
}

/**
 * How the course page offers to stop a subscription: a free one ends at once on its own page,
 * a bought one ('paid' or through a package) is asked to stop, one already asked shows as pending.
 * Access granted by others (codes, a business plan, a school) is not the learner's to stop.
 */
export function stopSubscriptionMode(sub: StoppableSubscription | null): 'free' | 'stop' | 'pending' | null {
  if (!sub || sub.status === 'cancelled') return null;
  if (sub.source === 'free') return sub.status === 'active' ? 'free' : null;
  if (sub.source !== 'paid' && sub.source !== 'package') return null;
  if (sub.isUnsubscribe || sub.status === 'pending_cancellation') return 'pending';
  return sub.status === 'active' ? 'stop' : null;
}
