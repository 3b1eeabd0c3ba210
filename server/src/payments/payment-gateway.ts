import type { PaymentMethod } from '@mahir/shared';
import { PROVIDER_METHODS } from '@mahir/shared/rules/cart-payment';
import type { PaymentConfig } from './payment-config';
import type { PaymentProvider } from './payment-provider';
import { createSandboxProvider } from './sandbox.provider';
import { createSenangPayProvider } from './senangpay.provider';

/** The providers this server uses, chosen once from its configuration. */
export interface PaymentGateway {
  /** Answers `/payments/senangpay/*`: senangPay when configured, else the sandbox (same scheme). */
  senangPay: PaymentProvider;
  /** PayPal when configured, else null. */
  payPal: PaymentProvider | null;
  /** The built-in sandbox provider, which stands in for the providers on a server that has none configured. */
  sandbox: PaymentProvider;
  /** The provider that collects a method's payment. */
  forMethod(method: PaymentMethod): PaymentProvider;
  /**
   * Whether this server takes payments of a provider method: always on a server with no provider configured
   * (the sandbox collects them all); otherwise only the configured providers' methods.
   */
  offers(method: PaymentMethod): boolean;
  /** The provider methods `offers` accepts, for the checkout to list. */
  offeredMethods(): PaymentMethod[];
  /**
   * Whether the sandbox page collects a payment of this method: only on a server with no real provider
   * configured. Once any real key is set the sandbox pays nothing and renews nothing, whatever the method,
   * so a method left unconfigured cannot become a way to pay for free.
   */
  sandboxCollects(method: string | null): boolean;
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
  const sandboxOnly = !merchantId && !payPal;
  const forMethod = (method: PaymentMethod) => (method === 'paypal' ? (payPal ?? sandbox) : senangPay);
  const isProviderMethod = (method: string | null) =>
    method === 'paypal' || method === 'senangpay' || method === 'senangpay_recurring';
  return {
    senangPay,
    payPal,
    sandbox,
    config,
    forMethod,
    offers(method) {
      if (!isProviderMethod(method) || sandboxOnly) return true;
      return forMethod(method) !== sandbox;
    },
    offeredMethods() {
      return PROVIDER_METHODS.filter((method) => this.offers(method));
    },
    sandboxCollects(method) {
      return sandboxOnly && isProviderMethod(method);
    },
  };
}
