import { routeUrl } from '@mahir/shared/client/api-client';
import { billedToLines, ORDER_PAGES, type OrderReceipt } from '@mahir/shared/contract/order.contract';
import { COUPON_MSG } from '@mahir/shared/coupons/index';
import { orderPageKind } from '@mahir/shared/rules/order-state';
import { TAX_MSG } from '@mahir/shared/tax/index';
import { LoadingState, QueryState, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import { EInvoicePanel } from './EInvoicePanel';
import { methodLabel } from './MyOrdersPage';
import { OrderStatus } from './OrderStatus';
import './receipt-print.css';
import { inLanguage } from '@mahir/shared/bilingual';
import { routes } from '@mahir/ui/routes';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

const NOWRAP = { whiteSpace: 'nowrap' } as const;
const RIGHT = { ta: 'right' } as const;
const RIGHT_NOWRAP = { ta: 'right', style: NOWRAP } as const;

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
  const { t } = useTranslation();
  const { lang, formatDate, formatRinggit } = useLanguage();
  const pdf = routeUrl(routes.orders.receiptPdf, { params: { reference: order.reference } });
  const b = order.buyer;
  const kind = orderPageKind(order.status);
  // The spec's receipt is in English: with no language chosen, the English wording.
  const taxText = inLanguage(TAX_MSG, lang ?? 'en');
  const couponText = inLanguage(COUPON_MSG, lang ?? 'en');
  const title = kind.receipt ? t('orders.receipt') : t('orders.order');
  useEffect(() => {
    document.title = `${title} ${order.reference} · Mahir`;
  }, [title, order.reference]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" className="receipt-no-print">
        <Anchor component={Link} href={ORDER_PAGES.list}>
          {t('orders.myOrders')}
        </Anchor>
        {kind.receipt && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              {t('orders.print')}
            </Button>
            <Button component="a" href={pdf} download leftSection={<IconDownload size={16} />}>
              {t('orders.download')}
            </Button>
          </Group>
        )}
      </Group>
      {kind.payAgain && (
        <Alert color="red.9" variant="light" className="receipt-no-print">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('orders.payAgainHint')}</Text>
            <Button component={Link} href="/cart" size="xs">
              {t('orders.payAgain')}
            </Button>
          </Group>
        </Alert>
      )}
      <Card withBorder radius="md" p="xl" className="receipt-sheet" data-testid="receipt">
        <Stack gap="lg">
          <Group justify="space-between">
            <Title order={1}>{title}</Title>
            <OrderStatus status={order.status} />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label={t('orders.orderNumber')} value={order.reference} testId="receipt-reference" />
            <Fact label={t('orders.date')} value={formatDate(order.created_at, true)} />
            <Fact
              label={t('orders.paymentMethod')}
              value={methodLabel(order.payment_method, t)}
              testId="receipt-method"
            />
            <Fact
              label={t('orders.providerReference')}
              value={order.provider_reference ?? '-'}
              testId="receipt-provider-ref"
            />
            {order.paid_at && <Fact label={t('orders.paidAt')} value={formatDate(order.paid_at, true)} />}
          </SimpleGrid>
          <DataTable
            rows={order.items}
            rowKey={(item, i) => `${item.name}-${i}`}
            columns={[
              { header: t('orders.items'), cell: (item) => item.name },
              {
                header: t('orders.price'),
                cell: (item) => formatRinggit(item.unit_price - item.discount),
                th: RIGHT,
                td: RIGHT_NOWRAP,
              },
              { header: t('orders.qty'), cell: (item) => item.quantity, th: RIGHT, td: RIGHT },
              {
                header: t('orders.amount'),
                cell: (item) => formatRinggit(item.subtotal),
                th: RIGHT,
                td: RIGHT_NOWRAP,
              },
            ]}
          />
          <Stack gap={4} maw={360} ml="auto" w="100%">
            <Amount label={t('orders.subtotal')} value={formatRinggit(order.subtotal)} />
            <Amount
              label={t('orders.discount')}
              value={`- ${formatRinggit(order.discount_total - (order.coupon?.discount ?? 0))}`}
            />
            {order.coupon && (
              <Amount
                label={couponText.discountLine(order.coupon.code)}
                value={`- ${formatRinggit(order.coupon.discount)}`}
              />
            )}
            {order.coins_used > 0 && (
              <Amount label={t('orders.mahirCoins')} value={String(order.coins_used)} />
            )}
            {order.points_used > 0 && (
              <Amount label={t('orders.mahirPoints')} value={String(order.points_used)} />
            )}
            <Divider />
            <Amount label={t('orders.grandTotal')} value={formatRinggit(order.grand_total)} strong />
            {order.tax.by_rate
              .filter((g) => g.tax > 0)
              .map((g) => (
                <Amount
                  key={`${g.type}:${g.rate_basis_points}`}
                  label={taxText.taxIncluded(g.rate_basis_points)}
                  value={formatRinggit(g.tax)}
                />
              ))}
            <Amount label={taxText.taxTotal} value={formatRinggit(order.tax.total)} />
            <Text size="xs" c="dimmed" ta="right">
              {taxText.registrationNo(order.tax.registration_no)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('orders.billedTo')}
            </Text>
            {billedToLines(b).map((v) => (
              <Text key={v} size="sm">
                {v}
              </Text>
            ))}
          </Stack>
          <EInvoicePanel
            reference={order.reference}
            view={order.e_invoice}
            paid={order.status === 'paid' && order.grand_total > 0}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

function ReceiptLoader({ reference }: { reference: string }) {
  const query = useApiQuery(
    routes.orders.show,
    { params: { reference } },
    {
      retry: false,
      // While MyInvois validates the e-Invoice, the receipt reads it again until it has its link.
      refetchInterval: (q) => {
        const status = q.state.data?.order.e_invoice?.status;
        return status === 'pending' || status === 'submitted' ? 4000 : false;
      },
    },
  );
  return <QueryState query={query}>{(data) => <Receipt order={data.order} />}</QueryState>;
}

/** `/orders/:reference`: one order; once paid its receipt, printable and downloadable as a PDF. */
export function ReceiptPage() {
  const { reference = '' } = useParams<{ reference: string }>();
  const { user, isLoading } = useLoginRedirect();
  return (
    <Container size="md" py="xl">
      {isLoading || !user ? <LoadingState /> : <ReceiptLoader reference={decodeURIComponent(reference)} />}
    </Container>
  );
}
