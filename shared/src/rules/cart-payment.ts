import type { PaymentMethod } from '../constants';
import { MSG } from '../messages';

/** What the checkout offers for a cart's totals (spec 000 §4, payment method selection). */
export interface PaymentChoice {
  /** Methods the buyer may pick; one entry means the choice is made for them. */
  methods: PaymentMethod[];
  defaultMethod: PaymentMethod;
  /** The pay button's words. */
  buttonLabel: string;
}

/** The methods a payment provider collects (the others, free and mahir-coins, need none). */
export const PROVIDER_METHODS = [
  'senangpay',
  'paypal',
  'senangpay_recurring',
] as const satisfies PaymentMethod[];

/**
 * The payment methods a cart allows: a zero total goes free (items cost nothing, is_free_mahir 1)
 * or mahir-coins (coins and points paid it); a recurring cart pays by senangpay_recurring;
 * otherwise senangpay (default) or paypal, of those the server offers (`offered`: a server with a real
 * provider offers only the configured ones).
 */
export function paymentChoice(
  cart: {
    grandTotalSen: number;
    isFreeMahir: boolean;
    isRecurring: boolean;
  },
  offered: readonly PaymentMethod[] = PROVIDER_METHODS,
): PaymentChoice {
  if (cart.grandTotalSen <= 0) {
    return cart.isFreeMahir
      ? { methods: ['free'], defaultMethod: 'free', buttonLabel: MSG.accessNow }
      : { methods: ['mahir-coins'], defaultMethod: 'mahir-coins', buttonLabel: MSG.useMahirCoin };
  }
  if (cart.isRecurring)
    return {
      methods: ['senangpay_recurring'],
      defaultMethod: 'senangpay_recurring',
      buttonLabel: MSG.makePayment,
    };
  const methods = (['senangpay', 'paypal'] as const).filter((m) => offered.includes(m));
  // With neither offered the server refuses to take the payment; senangPay is still shown, as it says why.
  const shown: PaymentMethod[] = methods.length ? methods : ['senangpay'];
  return { methods: shown, defaultMethod: shown[0] ?? 'senangpay', buttonLabel: MSG.makePayment };
}

/** Which of the pay button's three wordings a choice shows (`buttonLabel` is the spec's), for the catalogues. */
export type PayButton = 'accessNow' | 'useMahirCoin' | 'makePayment';

export function payButtonOf(choice: PaymentChoice): PayButton {
  if (choice.defaultMethod === 'free') return 'accessNow';
  return choice.defaultMethod === 'mahir-coins' ? 'useMahirCoin' : 'makePayment';
}

/** True when the method is one the cart allows. */
export function isPaymentMethodAllowed(choice: PaymentChoice, method: PaymentMethod): boolean {
  return choice.methods.includes(method);
}

/** Display names of the payment methods, for the checkout and the receipt. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  senangpay: 'senangPay',
  paypal: 'PayPal',
  senangpay_recurring: 'senangPay (recurring)',
  free: 'Free access',
  'mahir-coins': 'Mahir Coins',
};
