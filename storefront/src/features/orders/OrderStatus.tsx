import { ORDER_STATUS_LABEL } from '@mahir/shared/contract/order.contract';
import { Badge } from '@mantine/core';

const COLOR: Record<string, string> = {
  paid: 'green',
  pending: 'yellow',
  pending_payment: 'yellow',
  failed: 'red',
  expired: 'gray',
  cancelled: 'gray',
  pending_cancellation: 'orange',
};

/** An order's status as a badge with the words of ORDER_STATUS_LABEL. */
export function OrderStatus({ status }: { status: string }) {
  return (
    <Badge color={COLOR[status] ?? 'gray'} variant="light" data-testid="order-status">
      {ORDER_STATUS_LABEL[status] ?? status.toUpperCase()}
    </Badge>
  );
}
