import { routeUrl } from '@mahir/shared/client/api-client';
import { ORDER_PAGES, ORDER_TEXT, type OrderReceipt } from '@mahir/shared/contract/order.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { formatRM } from '@mahir/shared/rules/money';
import {
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { LoadingState, QueryState, useApiQuery } from '../../ui';
import { useLoginRedirect } from '../subscription/useLoginRedirect';
import { methodLabel } from './MyOrdersPage';
import { OrderStatus } from './OrderStatus';
import './receipt-print.css';
import { routes } from '../../ui/routes';

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId} component="div">
        {value}
      </Text>
    </Stack>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'lg' : 'md'}>
        {value}
      </Text>
    </Group>
  );
}

function Receipt({ order }: { order: OrderReceipt }) {
  const pdf = routeUrl(routes.orders.receiptPdf, { params: { reference: order.reference } });
  const b = order.buyer;
  return (
    <Stack gap="lg">
      <Group justify="space-between" className="receipt-no-print">
        <Anchor component={Link} href={ORDER_PAGES.list}>
          {ORDER_TEXT.myOrders}
        </Anchor>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {ORDER_TEXT.print}
          </Button>
          <Button component="a" href={pdf} download leftSection={<IconDownload size={16} />}>
            {ORDER_TEXT.download}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" p="xl" className="receipt-sheet" data-testid="receipt">
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1}>{ORDER_TEXT.receipt}</Title>
            <OrderStatus status={order.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label={ORDER_TEXT.orderNumber} value={order.reference} testId="receipt-reference" />
            <Fact label={ORDER_TEXT.date} value={formatMalaysiaDate(order.created_at, true)} />
            <Fact
              label={ORDER_TEXT.paymentMethod}
              value={methodLabel(order.payment_method)}
              testId="receipt-method"
            />
            <Fact
              label={ORDER_TEXT.providerReference}
              value={order.provider_reference ?? '-'}
              testId="receipt-provider-ref"
            />
            {order.paid_at && (
              <Fact label={ORDER_TEXT.paidAt} value={formatMalaysiaDate(order.paid_at, true)} />
            )}
          </SimpleGrid>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{ORDER_TEXT.items}</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.items.map((item, i) => (
                <Table.Tr key={`${item.name}-${i}`}>
                  <Table.Td>{item.name}</Table.Td>
                  <Table.Td ta="right">{formatRM(item.unit_price - item.discount)}</Table.Td>
                  <Table.Td ta="right">{item.quantity}</Table.Td>
                  <Table.Td ta="right">{formatRM(item.subtotal)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={4} maw={360} ml="auto" w="100%">
            <Amount label={ORDER_TEXT.subtotal} value={formatRM(order.subtotal)} />
            <Amount label={ORDER_TEXT.discount} value={`- ${formatRM(order.discount_total)}`} />
            {order.coins_used > 0 && (
              <Amount label={ORDER_TEXT.mahirCoins} value={String(order.coins_used)} />
            )}
            {order.points_used > 0 && (
              <Amount label={ORDER_TEXT.mahirPoints} value={String(order.points_used)} />
            )}
            <Divider />
            <Amount label={ORDER_TEXT.grandTotal} value={formatRM(order.grand_total)} strong />
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {ORDER_TEXT.billedTo}
            </Text>
            {[
              b.name,
              b.email,
              b.phone_no,
              b.address1,
              b.address2,
              [b.postcode, b.city].filter(Boolean).join(' '),
              b.state,
            ]
              .filter((v): v is string => Boolean(v))
              .map((v) => (
                <Text key={v} size="sm">
                  {v}
                </Text>
              ))}
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}

function ReceiptLoader({ reference }: { reference: string }) {
  const query = useApiQuery(routes.orders.show, { params: { reference } }, { retry: false });
  return <QueryState query={query}>{(data) => <Receipt order={data.order} />}</QueryState>;
}

/** `/orders/:reference`: one order's receipt, printable and downloadable as a PDF. */
export function ReceiptPage() {
  const { reference = '' } = useParams<{ reference: string }>();
  const { user, isLoading } = useLoginRedirect();
  useEffect(() => {
    document.title = `${ORDER_TEXT.receipt} ${reference} · Mahir`;
  }, [reference]);
  return (
    <Container size="md" py="xl">
      {isLoading || !user ? <LoadingState /> : <ReceiptLoader reference={decodeURIComponent(reference)} />}
    </Container>
  );
}
