import type { CartView, PaymentMethod } from '@mahir/shared';
import { paymentChoice } from '@mahir/shared/rules/cart-payment';
import { useState } from 'react';

/**
 * The methods a cart may be paid with and the one the buyer picked; a pick the cart no longer offers (its
 * total changed) falls back to the cart's default.
 */
export function usePaymentMethod(cart: CartView, isRecurring: boolean) {
  const choice = paymentChoice(
    { grandTotalSen: cart.grand_total, isFreeMahir: cart.is_free_mahir === 1, isRecurring },
    cart.offered_payment_methods,
  );
  const [method, setMethod] = useState<PaymentMethod>(choice.defaultMethod);
  const chosen = choice.methods.includes(method) ? method : choice.defaultMethod;
  return { choice, chosen, setMethod };
}
