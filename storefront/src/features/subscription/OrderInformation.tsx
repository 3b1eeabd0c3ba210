import type { SubscriptionOrder, UnsubscribeState } from '@mahir/shared';
import { orderCancelButton } from '@mahir/shared/rules/subscription-cancel';
import { routeKey, useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Card, Table, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmedButton } from '../../components/ConfirmModal';
import { useLanguage } from '../../i18n/i18n';
import { OrderStatusBadge } from './OrderStatusBadge';

type OrderData = { order: SubscriptionOrder; unsubscribe: UnsubscribeState | null };

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} c="dimmed" w="45%">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The order's Information card with the cancel button and its confirmation (spec 001 §4). */
export function OrderInformation({ data }: { data: OrderData }) {
  const { t } = useTranslation();
  const { formatDate, formatRinggit } = useLanguage();
  const { order, unsubscribe } = data;
  const queryClient = useQueryClient();
  const key = routeKey(routes.subscription.order, { params: { hashslug: order.hashslug } });
  const cancel = useApiMutation(routes.subscription.cancel, {
    onSuccess: ({ data: answer }) => {
      queryClient.setQueryData<OrderData>(key, (old) =>
        old ? { order: { ...old.order, status: answer.status }, unsubscribe: answer.unsubscribe } : old,
      );
      queryClient.invalidateQueries({ queryKey: key });
    },
  });
  const button = orderCancelButton(order.status, unsubscribe, order.can_cancel);
  const payment = order.payment;

  return (
    <Card padding="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('subscription.information')}
      </Title>
      <Table verticalSpacing="xs" layout="fixed">
        <Table.Tbody>
          <Row label={t('subscription.fields.orderId')}>{order.order_id}</Row>
          {order.package && <Row label={t('subscription.fields.package')}>{order.package.name}</Row>}
          <Row label={t('subscription.fields.paymentDate')}>
            {payment ? formatDate(payment.created_at) : '-'}
          </Row>
          <Row label={t('subscription.fields.nextPaymentDate')}>
            {payment?.next_recurring_date ? formatDate(payment.next_recurring_date) : '-'}
          </Row>
          <Row label={t('subscription.fields.subtotal')}>{formatRinggit(order.subtotal)}</Row>
          <Row label={t('subscription.fields.status')}>
            <OrderStatusBadge status={order.status} />
          </Row>
        </Table.Tbody>
      </Table>
      {cancel.isError && (
        <Alert color="red.9" mt="md" role="alert">
          {cancel.error.message}
        </Alert>
      )}
      {order.recurring && (
        <ConfirmedButton
          mt="lg"
          fullWidth
          color="red.9"
          variant={button.disabled ? 'light' : 'filled'}
          disabled={button.disabled}
          loading={cancel.isPending}
          title={t('subscription.cancelSubscription')}
          message={t('subscription.confirmCancelSubscription')}
          onConfirm={() =>
            cancel.mutate({
              body: { order_id: order.id, order_package_id: order.order_package_id ?? undefined },
            })
          }
        >
          {button.label}
        </ConfirmedButton>
      )}
    </Card>
  );
}
