import { useApiQuery } from '@mahir/ui/api-context';
import { routes } from '@mahir/ui/routes';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The header's cart icon with the number of lines in the shopper's carts (every page boots with it). */
export function CartButton() {
  const { data } = useApiQuery(routes.cart.count, {}, { staleTime: 60_000 });
  const count = data?.count ?? 0;
  const { t } = useTranslation();
  return (
    <Indicator
      inline
      label={count > 99 ? '99+' : count}
      size={18}
      offset={5}
      color="red.9"
      disabled={count === 0}
      data-testid="cart-count"
    >
      <ActionIcon
        component={Link}
        href="/cart"
        variant="subtle"
        size="lg"
        aria-label={count > 0 ? t('header.cartCount', { count }) : t('header.cart')}
      >
        <IconShoppingCart size={22} />
      </ActionIcon>
    </Indicator>
  );
}
