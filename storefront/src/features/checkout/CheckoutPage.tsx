import { EmptyState, LoadingState, QueryState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { HomeTrail } from '../../components/DetailFrame';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import type { BalanceSpend } from '../cart';
import { cartTypeFromSearch } from '../cart';
import { MerchandiseCheckout } from './MerchandiseCheckout';
import { StandardCheckout } from './StandardCheckout';

function Checkout() {
  const { t } = useTranslation();
  const search = useSearch();
  const asked = cartTypeFromSearch(search);
  const [spend, setSpend] = useState<BalanceSpend>({ coins: true, points: true });
  // The totals as they will be charged: without the coins or points the buyer chose to keep.
  const query = useApiQuery(
    routes.cart.show,
    {
      query: {
        ...(asked ? { cart: asked } : {}),
        ...(spend.coins ? {} : { use_coins: 0 }),
        ...(spend.points ? {} : { use_points: 0 }),
      },
    },
    { placeholderData: keepPreviousData },
  );
  return (
    <QueryState
      query={query}
      isEmpty={(cart) => cart.cart_items.length === 0}
      empty={<EmptyState message={t('cart.empty')} />}
    >
      {(cart) =>
        cart.edit_address === 1 ? (
          <MerchandiseCheckout cart={cart} spend={spend} onSpendChange={setSpend} />
        ) : (
          <StandardCheckout cart={cart} spend={spend} onSpendChange={setSpend} />
        )
      }
    </QueryState>
  );
}

/** `/cart/checkout`: 'Secure Checkout' in the standard or the merchandise layout (spec 000 §2.5). */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useLoginRedirect();
  useEffect(() => {
    document.title = t('checkout.pageTitle');
  }, [t]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <HomeTrail>
          <Anchor component={Link} href="/cart">
            {t('cart.title')}
          </Anchor>
        </HomeTrail>
        <Title order={1}>{t('checkout.title')}</Title>
        {isLoading || !user ? <LoadingState /> : <Checkout />}
      </Stack>
    </Container>
  );
}
