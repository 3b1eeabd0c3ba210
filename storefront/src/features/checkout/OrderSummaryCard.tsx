import type { ApiError } from '@mahir/shared/client/api-client';
import type { CartView } from '@mahir/shared/contract/cart.contract';
import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type BalanceSpend, CartSummary } from '../cart';
import { OrderRefusal } from './OrderRefusal';
import { PaymentMethodPicker } from './PaymentMethodPicker';
import type { usePaymentMethod } from './usePaymentMethod';

/** What a checkout is given: the cart, and which balances (coins, points) the buyer spends on it. */
export interface CheckoutProps {
  cart: CartView;
  spend: BalanceSpend;
  onSpendChange: (spend: BalanceSpend) => void;
}

/** 'Order Summary': the totals with the balances to spend, the payment method, a refusal and the pay button. */
export function OrderSummaryCard({
  cart,
  spend,
  onSpendChange,
  payment,
  locked,
  error,
  payButton,
}: CheckoutProps & {
  /** The methods offered and the one chosen ({@link usePaymentMethod}). */
  payment: ReturnType<typeof usePaymentMethod>;
  locked: boolean;
  error: ApiError | null;
  payButton: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md">
      <Stack>
        <Title order={2} size="h4">
          {t('checkout.summary')}
        </Title>
        <CartSummary cart={cart} spend={spend} onSpendChange={onSpendChange} />
        <PaymentMethodPicker
          methods={payment.choice.methods}
          value={payment.chosen}
          onChange={payment.setMethod}
          disabled={locked}
        />
        <OrderRefusal error={error} />
        {payButton}
      </Stack>
    </Card>
  );
}
