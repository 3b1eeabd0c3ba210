import { MSG, type OrderStatus, SUBSCRIPTION_TEXT } from '@mahir/shared';
import { Badge } from '@mantine/core';

/** Badge words per order status: the spec's three, ours for the rest. */
const LABELS: Record<OrderStatus, string> = {
  ...MSG.orderStatus,
  cancelled: SUBSCRIPTION_TEXT.statusCancelled,
  failed: SUBSCRIPTION_TEXT.statusFailed,
};

// Dark shades keep white badge text above WCAG AA contrast.
const COLORS: Record<OrderStatus, string> = {
  paid: 'mahir.7',
  pending_payment: 'blue.9',
  pending_cancellation: 'red.9',
  cancelled: 'gray.7',
  failed: 'red.9',
};

/** The order status as a badge: PENDING PAYMENT, PENDING CANCELLATION or PAID. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="filled" radius="sm" data-testid="order-status">
      {LABELS[status]}
    </Badge>
  );
}
