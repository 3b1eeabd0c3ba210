import { type COIN_PAYMENT_METHODS, COIN_TEXT, type CoinCart } from '@mahir/shared/contract/coin.contract';
import { LoadingState, QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Card, Container, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useLanguage } from '../../i18n/i18n';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import { PaymentMethodPicker, usePlaceOrder } from '../checkout';

type CoinMethod = (typeof COIN_PAYMENT_METHODS)[number];

function Details({ cart }: { cart: CoinCart }) {
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
          {COIN_TEXT.title}
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
          <Text>{COIN_TEXT.totalCoins}</Text>
          <Text fw={600} data-testid="coin-total">
            {cart.sub_coins}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text>Item</Text>
          <Text fw={600}>{cart.cart_quantity}</Text>
        </Group>
        <Divider />
        <Group justify="space-between">
          <Text fw={700}>{COIN_TEXT.grandTotal}</Text>
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
          {COIN_TEXT.redirectNote}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} loading={cancelling} disabled={locked}>
            {COIN_TEXT.cancel}
          </Button>
          <Button
            onClick={() => pay.place({ body: { payment_method: method } })}
            loading={pay.locked}
            disabled={locked}
          >
            {COIN_TEXT.makePayment}
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
  const { user, isLoading } = useLoginRedirect();
  useEffect(() => {
    document.title = `${COIN_TEXT.title} · Mahir`;
  }, []);
  return (
    <Container size="lg" py="xl">
      {isLoading || !user ? <LoadingState /> : <CoinCheckout />}
    </Container>
  );
}
