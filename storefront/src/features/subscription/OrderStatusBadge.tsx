import { MSG, SUBSCRIPTION_TEXT, type SubscriptionOrderStatus } from '@mahir/shared';
import { Badge } from '@mantine/core';

/** Badge words per order status: the spec's three, ours for the rest. */
const LABELS: Record<SubscriptionOrderStatus, string> = {
  ...MSG.orderStatus,
  cancelled: SUBSCRIPTION_TEXT.statusCancelled,
  failed: SUBSCRIPTION_TEXT.statusFailed,
  expired: SUBSCRIPTION_TEXT.statusExpired,
};

// Dark shades keep white badge text above WCAG AA contrast.
const COLORS: Record<SubscriptionOrderStatus, string> = {
  paid: 'mahir.7',
  pending_payment: 'blue.9',
  pending_cancellation: 'red.9',
  cancelled: 'gray.7',
  failed: 'red.9',
  expired: 'gray.7',
};

/**
 * The order status as a badge: PENDING PAYMENT, PENDING CANCELLATION or PAID (the order's payment
 * state, with a paid order's cancellation request shown over it).
 */
export function OrderStatusBadge({ status }: { status: SubscriptionOrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled" radius="sm" data-testid="order-status">
      {LABELS[status]}
    </Badge>
  );
}
