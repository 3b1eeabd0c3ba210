import type { CartType, CartView } from '@mahir/shared/contract/cart.contract';
import { EmptyState, QueryState, routeKey, useApiMutation, useApiQuery, useSession } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Card, Container, Grid, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { HomeTrail } from '../../components/DetailFrame';
import { CartLines } from './CartLines';
import { CartSummary } from './CartSummary';
import { CouponField } from './CouponField';
import { cartTypeFromSearch, proceedTarget } from './cart-paths';

/** The cart tabs' names, as catalogue keys under `cart.tab`. */
const CART_TABS: readonly CartType[] = ['subscription', 'merchandise'];

function CartContent({ cart, onSwitch }: { cart: CartView; onSwitch: (type: CartType) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [, navigate] = useLocation();
  const [proceeding, setProceeding] = useState(false);
  const merchandise = cart.type === 'merchandise';
  const refresh = () => queryClient.invalidateQueries({ queryKey: routeKey(routes.cart.show) });
  const notify = ({ message }: { message?: string }) => {
    if (message) notifications.show({ color: 'green', message });
    return refresh();
  };
  const logError = (err: Error) => console.error('Cart call failed:', err.message);
  const remove = useApiMutation(merchandise ? routes.cart.removeMerchandise : routes.cart.remove, {
    onSuccess: notify,
    onError: logError,
  });
  const clear = useApiMutation(merchandise ? routes.cart.clearMerchandise : routes.cart.clear, {
    onSuccess: notify,
    onError: logError,
  });
  const both = cart.counts.subscription > 0 && cart.counts.merchandise > 0;

  const proceed = () => {
    setProceeding(true);
    navigate(proceedTarget(cart, user !== null));
  };

  return (
    <Stack gap="lg">
      {both && (
        <SegmentedControl
          value={cart.type}
          onChange={(v) => onSwitch(v as CartType)}
          data={CART_TABS.map((type) => ({
            value: type,
            label: t(`cart.tab.${type}`, { count: cart.counts[type] }),
          }))}
          aria-label={t('cart.title')}
        />
      )}
      {cart.cart_items.length === 0 ? (
        <EmptyState message={t('cart.empty')}>
          <Button component={Link} href="/" variant="light">
            {t('cart.home')}
          </Button>
        </EmptyState>
      ) : (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="md">
              <CartLines
                cart={cart}
                removing={remove.isPending ? (remove.variables?.body.id ?? null) : null}
                onRemove={(id) => remove.mutate({ body: { id } })}
              />
              <Group justify="flex-end" mt="md">
                <Button
                  variant="outline"
                  color="red.9"
                  loading={clear.isPending}
                  disabled={remove.isPending}
                  onClick={() => clear.mutate({})}
                >
                  {t('cart.emptyCart')}
                </Button>
              </Group>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md">
              <Stack>
                <CouponField cart={cart} onChanged={() => refresh()} />
                <CartSummary cart={cart} />
                <Button
                  size="md"
                  loading={proceeding}
                  disabled={proceeding || clear.isPending}
                  onClick={proceed}
                >
                  {t('cart.proceed')}
                </Button>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

/** `/cart`: the subscription cart, or the merchandise cart (edit_address), with remove, empty and proceed. */
export function CartPage() {
  const { t } = useTranslation();
  const search = useSearch();
  const [asked, setAsked] = useState<CartType | undefined>(cartTypeFromSearch(search));
  const query = useApiQuery(routes.cart.show, { query: asked ? { cart: asked } : {} });
  useEffect(() => {
    document.title = t('cart.pageTitle');
  }, [t]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <HomeTrail>
          <span>{t('cart.title')}</span>
        </HomeTrail>
        <Title order={1}>{t('cart.title')}</Title>
        <QueryState query={query}>{(cart) => <CartContent cart={cart} onSwitch={setAsked} />}</QueryState>
      </Stack>
    </Container>
  );
}
