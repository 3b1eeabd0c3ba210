import { ORDER_STATUS_LABEL } from '@mahir/shared/contract/order.contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Dark shades keep white badge text above WCAG AA contrast.
const COLOR: Record<string, string> = {
  paid: 'mahir.7',
  pending: 'blue.9',
  pending_payment: 'blue.9',
  failed: 'red.9',
  expired: 'gray.7',
  cancelled: 'gray.7',
  pending_cancellation: 'red.9',
};

/** An order's status as a badge with the words of ORDER_STATUS_LABEL. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLOR[status] ?? 'gray.7'}
      variant="filled"
      radius="sm"
      data-testid="order-status"
      style={{ flexShrink: 0 }}
    >
      {status in ORDER_STATUS_LABEL ? t(`orders.status.${status}`) : status.toUpperCase()}
    </Badge>
  );
}
