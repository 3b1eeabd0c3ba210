import type { ApiError } from '@mahir/shared/client/api-client';
import type { PaymentMethod } from '@mahir/shared/constants';
import type { CartView } from '@mahir/shared/contract/cart.contract';
import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type BalanceSpend, CartSummary } from '../cart';
import { OrderRefusal } from './OrderRefusal';
import { PaymentMethodPicker } from './PaymentMethodPicker';

/** 'Order Summary': the totals with the balances to spend, the payment method, a refusal and the pay button. */
export function OrderSummaryCard({
  cart,
  spend,
  onSpendChange,
  methods,
  method,
  onMethodChange,
  locked,
  error,
  payButton,
}: {
  cart: CartView;
  spend: BalanceSpend;
  onSpendChange: (spend: BalanceSpend) => void;
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethodChange: (m: PaymentMethod) => void;
  locked: boolean;
  error: ApiError | null;
  payButton: ReactNode;
}) {
  return (
    <Card withBorder radius="md">
      <Stack>
        <Title order={2} size="h4">
          Order Summary
        </Title>
        <CartSummary cart={cart} spend={spend} onSpendChange={onSpendChange} />
        <PaymentMethodPicker methods={methods} value={method} onChange={onMethodChange} disabled={locked} />
        <OrderRefusal error={error} />
        {payButton}
      </Stack>
    </Card>
  );
}
