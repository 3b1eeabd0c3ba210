import type { CartView } from '@mahir/shared/contract/cart.contract';
import { Divider, Group, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

/** Which of the buyer's balances the checkout spends; both by default. */
export interface BalanceSpend {
  coins: boolean;
  points: boolean;
}

function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The cart's amounts in RM: item count, sub total, discount, coins (not for recurring), points, grand total.
 * Given `onSpendChange` (the checkout), the buyer chooses whether to spend the coins and points they hold.
 */
export function CartSummary({
  cart,
  spend,
  onSpendChange,
}: {
  cart: CartView;
  spend?: BalanceSpend;
  onSpendChange?: (spend: BalanceSpend) => void;
}) {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  const merchandise = cart.type === 'merchandise';
  const choose = (key: keyof BalanceSpend, balance: number, label: string) =>
    onSpendChange && spend && balance > 0 ? (
      <Switch
        size="sm"
        label={`${label} (${balance})`}
        checked={spend[key]}
        onChange={(e) => onSpendChange({ ...spend, [key]: e.currentTarget.checked })}
      />
    ) : null;
  return (
    <Stack gap={6} data-testid="cart-summary">
      <Row
        label={t('cart.item')}
        value={String(merchandise ? cart.quantity : cart.cart_quantity)}
        testId="cart-count"
      />
      <Row label={t('cart.subTotal')} value={formatRinggit(cart.sub_total)} testId="cart-subtotal" />
      {!merchandise && (
        <Row
          label={t('cart.discount')}
          value={`- ${formatRinggit(cart.discount_total_amount)}`}
          testId="cart-discount"
        />
      )}
      {cart.coupon && cart.coupon.discount > 0 && (
        <Row
          label={cart.coupon.label}
          value={`- ${formatRinggit(cart.coupon.discount)}`}
          testId="cart-coupon-row"
        />
      )}
      {!cart.is_recurring && choose('coins', cart.mahir_coins_balance, t('cart.useCoins'))}
      {!cart.is_recurring && (
        <Row
          label={t('cart.coinsRow', { count: cart.mahir_coins })}
          value={`- ${formatRinggit(cart.mahir_coins_amount)}`}
          testId="cart-coins"
        />
      )}
      {!merchandise && !cart.is_recurring && choose('points', cart.mahir_points_balance, t('cart.usePoints'))}
      {!merchandise && !cart.is_recurring && (
        <Row
          label={t('cart.pointsRow', { count: cart.mahir_points })}
          value={`- ${formatRinggit(cart.mahir_points_amount)}`}
          testId="cart-points"
        />
      )}
      {merchandise && (
        <Text size="sm" c="dimmed">
          {t('cart.freeShipping')}
        </Text>
      )}
      <Divider />
      <Row
        label={t('cart.grandTotal')}
        value={formatRinggit(cart.grand_total)}
        strong
        testId="cart-grand-total"
      />
    </Stack>
  );
}
