import { buyerContact } from '@mahir/shared/rules/buyer-contact';
import { payButtonOf } from '@mahir/shared/rules/cart-payment';
import { useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Card, Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { affiliateIdFromCookie } from '../../lib/affiliate-cookie';
import { CartLines } from '../cart';
import { type CheckoutProps, OrderSummaryCard } from './OrderSummaryCard';
import { usePaymentMethod } from './usePaymentMethod';
import { usePlaceOrder } from './usePlaceOrder';

/** The standard 'Secure Checkout' layout: items, summary, payment method and the pay button. */
export function StandardCheckout({ cart, spend, onSpendChange }: CheckoutProps) {
  const { t } = useTranslation();
  const buyer = useApiQuery(routes.cart.user, {});
  const payment = usePaymentMethod(cart, cart.is_recurring);
  const placeOrder = usePlaceOrder(routes.cart.placeOrder);
  const free = usePlaceOrder(routes.cart.free);
  const locked = placeOrder.locked || free.locked;

  if (cart.has_package)
    return (
      <Alert color="blue" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text>{t('checkout.packageHere')}</Text>
          <Button component={Link} href="/subscription/checkout" size="xs">
            {t('checkout.subscriptionCheckout')}
          </Button>
        </Stack>
      </Alert>
    );

  const pay = () => {
    const u = buyer.data?.user;
    if (!u) return;
    const body = {
      ...buyerContact(u),
      type: 'standard',
      paymentMethod: payment.chosen,
      recurring_id: cart.recurring_id ?? undefined,
      affiliate_id: affiliateIdFromCookie(),
      use_coins: spend.coins,
      use_points: spend.points,
    };
    if (payment.chosen === 'free') free.place({ body });
    else placeOrder.place({ body });
  };

  return (
    <Grid gutter="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md">
          <CartLines cart={cart} />
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <OrderSummaryCard
          cart={cart}
          spend={spend}
          onSpendChange={onSpendChange}
          payment={payment}
          locked={locked}
          error={placeOrder.error ?? free.error}
          payButton={
            <Button size="md" onClick={pay} loading={locked} disabled={!buyer.data}>
              {t(`checkout.payButton.${payButtonOf(payment.choice)}`)}
            </Button>
          }
        />
      </Grid.Col>
    </Grid>
  );
}
