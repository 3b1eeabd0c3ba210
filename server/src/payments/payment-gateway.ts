import type { PaymentMethod } from '@mahir/shared';
import type { PaymentConfig } from './payment-config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox.provider';
import { createSenangPayProvider } from './senangpay.provider';

/** The providers this server uses, chosen once from its configuration. */
export interface PaymentGateway {
  /** Answers `/payments/senangpay/*`: senangPay when configured, else the sandbox (same scheme). */
  senangPay: PaymentProvider;
  /** PayPal when configured, else null (its orders then go to the sandbox). */
  payPal: PaymentProvider | null;
  /** The provider that collects a method's payment. */
  forMethod(method: PaymentMethod): PaymentProvider;
  config: PaymentConfig;
}

/** Builds the gateway; `payPalFactory` plugs in the PayPal adapter when a client id is configured. */
export function createPaymentGateway(
  config: PaymentConfig,
  payPalFactory?: (config: PaymentConfig) => PaymentProvider,
): PaymentGateway {
  const sandbox = createSandboxProvider({ secretKey: config.senangPay.secretKey });
  const { merchantId } = config.senangPay;
  const senangPay = merchantId ? createSenangPayProvider({ ...config.senangPay, merchantId }) : sandbox;
  const payPal = config.payPal.clientId && payPalFactory ? payPalFactory(config) : null;
  return {
    senangPay,
    payPal,
    config,
    forMethod(method) {
      if (method === 'paypal') return payPal ?? sandbox;
      return senangPay;
    },
  };
}
