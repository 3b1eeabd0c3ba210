import { ORDER_PAGES } from '@mahir/shared/contract/order.contract';
import { PAYMENT_METHOD_LABEL } from '@mahir/shared/rules/cart-payment';
import { AppPagination, LoadingState, QueryState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Anchor, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n/i18n';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import { OrderStatus } from './OrderStatus';

/** A payment method's display name in the page's language (`checkout.method.*`); an unknown one as stored. */
export function methodLabel(method: string | null, t: TFunction): string {
  return method && method in PAYMENT_METHOD_LABEL ? t(`checkout.method.${method}`) : (method ?? '-');
}

function Orders() {
  const { t } = useTranslation();
  const { formatDate, formatRinggit } = useLanguage();
  const [page, setPage] = useState(1);
  const query = useApiQuery(routes.orders.list, { query: { page } });
  return (
    <QueryState query={query} isEmpty={(d) => d.data.length === 0}>
      {(result) => (
        <Stack gap="md">
          {result.data.map((order) => (
            <Card key={order.reference} withBorder radius="md" data-testid="my-order">
              {/* Two rows that never wrap into each other: on a phone the badge and amount stay at the right. */}
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Anchor
                  component={Link}
                  href={ORDER_PAGES.receipt(order.reference)}
                  fw={700}
                  style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {order.reference}
                </Anchor>
                <OrderStatus status={order.status} />
              </Group>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm" mt={4}>
                <Text size="sm" c="dimmed">
                  {formatDate(order.created_at, true)} · {methodLabel(order.payment_method, t)}
                </Text>
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatRinggit(order.grand_total)}
                </Text>
              </Group>
              <List size="sm" mt="sm">
                {order.items.map((item, i) => (
                  <List.Item key={`${order.reference}-${i}`}>
                    {item.name}
                    {item.quantity > 1 ? ` × ${item.quantity}` : ''} — {formatRinggit(item.subtotal)}
                  </List.Item>
                ))}
              </List>
            </Card>
          ))}
          {result.last_page > 1 && <AppPagination value={page} total={result.last_page} onChange={setPage} />}
        </Stack>
      )}
    </QueryState>
  );
}

/** `/orders`: every order of the user with its status and items, newest first. */
export function MyOrdersPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useLoginRedirect();
  useEffect(() => {
    document.title = t('orders.pageTitle');
  }, [t]);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('orders.myOrders')}</Title>
        {isLoading || !user ? <LoadingState /> : <Orders />}
      </Stack>
    </Container>
  );
}
