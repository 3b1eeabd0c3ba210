import type { COIN_PAYMENT_METHODS, CoinCart } from '@mahir/shared/contract/coin.contract';
import { LoadingState, QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Card, Container, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useLanguage } from '../../i18n/i18n';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import { PaymentMethodPicker, usePlaceOrder } from '../checkout';

type CoinMethod = (typeof COIN_PAYMENT_METHODS)[number];

function Details({ cart }: { cart: CoinCart }) {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  const [method, setMethod] = useState<CoinMethod>(cart.payment_methods[0] ?? 'senangpay');
  const pay = usePlaceOrder(routes.coins.payment);
  const cancelCall = useApiMutation(routes.coins.cancel, {
    keepLocked: true,
    onSuccess: ({ data }) => window.location.assign(data.url),
    onError: (err) => console.error('Coin cancel failed:', err),
  });
  const cancelling = cancelCall.isPending;
  const locked = pay.locked || cancelling;
  const cancel = () => cancelCall.mutate({});

  return (
    <Card withBorder radius="md" maw={640}>
      <Stack>
        <Title order={2} size="h3">
          {t('coins.title')}
        </Title>
        <Table data-testid="coin-cart">
          <Table.Tbody>
            {cart.cart_items.map((item) => (
              <Table.Tr key={item.rowId}>
                <Table.Td>
                  {item.name} × {item.quantity}
                </Table.Td>
                <Table.Td ta="right">{formatRinggit(item.price * item.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text>{t('coins.totalCoins')}</Text>
          <Text fw={600} data-testid="coin-total">
            {cart.sub_coins}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>{t('coins.item')}</Text>
          <Text fw={600}>{cart.cart_quantity}</Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{t('coins.grandTotal')}</Text>
          <Text fw={700} size="lg" data-testid="coin-grand-total">
            {formatRinggit(cart.sub_total)}
          </Text>
        </Group>
        <PaymentMethodPicker
          methods={cart.payment_methods}
          value={method}
          onChange={(m) => setMethod(m as CoinMethod)}
          disabled={locked}
        />
        <Text size="sm" c="dimmed">
          {t('coins.redirectNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} loading={cancelling} disabled={locked}>
            {t('coins.cancel')}
          </Button>
          <Button
            onClick={() => pay.place({ body: { payment_method: method } })}
            loading={pay.locked}
            disabled={locked}
          >
            {t('coins.makePayment')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function CoinCheckout() {
  const [, navigate] = useLocation();
  const query = useApiQuery(routes.coins.cart, {}, { staleTime: 0 });
  const redirect = query.data?.url;
  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);
  if (redirect) return <LoadingState />;
  return <QueryState query={query}>{(cart) => <Details cart={cart} />}</QueryState>;
}

/** `/mahir-coins/checkout`: the coin checkout (spec 000 §2.6). */
export function CoinCheckoutPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useLoginRedirect();
  useEffect(() => {
    document.title = t('coins.pageTitle');
  }, [t]);
  return (
    <Container size="lg" py="xl">
      {isLoading || !user ? <LoadingState /> : <CoinCheckout />}
    </Container>
  );
}
