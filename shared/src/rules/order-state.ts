/** The states of an order's payment: it starts pending and ends paid, failed or expired, once. */
export const ORDER_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Order line kinds, as `order_items.item_type` stores them. */
export const ORDER_ITEM_TYPES = ['course', 'package', 'event', 'merchandise', 'coin_pack'] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

const NEXT: Readonly<Record<OrderState, readonly OrderState[]>> = {
  pending: ['paid', 'failed', 'expired'],
  paid: [],
  failed: [],
  expired: [],
};

/** True for one of the four order states. */
export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** Whether an order may move from `from` to `to`: only pending moves, and only to paid, failed or expired. */
export function canTransition(from: OrderState, to: OrderState): boolean {
  return NEXT[from].includes(to);
}

/** Throws unless the move is allowed; returns the new state. */
export function transition(from: OrderState, to: OrderState): OrderState {
  if (!canTransition(from, to)) throw new Error(`order cannot move from ${from} to ${to}`);
  return to;
}

/** A state nothing can leave. */
export function isFinalOrderState(state: OrderState): boolean {
  return NEXT[state].length === 0;
}

/** Order page statuses of an order that was paid (the cancellation states of a paid package among them). */
const PAID_STATUSES: readonly string[] = ['paid', 'pending_cancellation', 'cancelled'];

/**
 * What an order's page is: a receipt once the order is paid, otherwise the order itself (a pending,
 * failed or expired payment is no receipt). A failed or expired order can be paid again from the cart,
 * whose lines stay there until an order of them is paid.
 */
export function orderPageKind(status: string): { receipt: boolean; payAgain: boolean } {
  return {
    receipt: PAID_STATUSES.includes(status),
    payAgain: status === 'failed' || status === 'expired',
  };
}
