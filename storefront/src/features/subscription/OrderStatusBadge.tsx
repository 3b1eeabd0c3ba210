import type { SubscriptionOrderStatus } from '@mahir/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
  // Badge words per status (`subscription.orderStatus.*`): the spec's three, ours for the rest.
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="filled" radius="sm" data-testid="order-status">
      {t(`subscription.orderStatus.${status}`)}
    </Badge>
  );
}
