import { createHmac } from 'node:crypto';
import { PROVIDER_TIMEOUT_MS } from './payment-provider';

/** Provider settings read from the environment (docs/design-contract.md, Money and payments). */
export interface PaymentConfig {
  senangPay: { merchantId: string | null; secretKey: string; baseUrl: string };
  payPal: { clientId: string | null; clientSecret: string; apiBase: string; webhookId: string | null };
  /** Absolute URL of this server, for provider return URLs. */
  publicUrl: string;
  orderTtlMinutes: number;
  recurringGraceDays: number;
  /** How long one call to a provider's API may take (PayPal); past it the provider counts as down. */
  providerTimeoutMs: number;
}

/** With no SENANGPAY_SECRET_KEY the key is derived from the app secret, so the sandbox still signs. */
export function derivedSecretKey(appSecret: string): string {
  return createHmac('sha256', appSecret).update('senangpay-sandbox-secret').digest('hex');
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/** Reads the payment settings; `appSecret` and `publicUrl` come from the app's config. */
export function loadPaymentConfig(
  env: NodeJS.ProcessEnv,
  app: { appSecret: string; publicUrl: string },
): PaymentConfig {
  return {
    senangPay: {
      merchantId: env.SENANGPAY_MERCHANT_ID || null,
      secretKey: env.SENANGPAY_SECRET_KEY || derivedSecretKey(app.appSecret),
      baseUrl: env.SENANGPAY_BASE_URL || 'https://app.senangpay.my',
    },
    payPal: {
      clientId: env.PAYPAL_CLIENT_ID || null,
      clientSecret: env.PAYPAL_CLIENT_SECRET ?? '',
      apiBase: env.PAYPAL_API_BASE || 'https://api-m.sandbox.paypal.com',
      webhookId: env.PAYPAL_WEBHOOK_ID || null,
    },
    publicUrl: app.publicUrl.replace(/\/$/, ''),
    orderTtlMinutes: positive(env.PAYMENT_ORDER_TTL_MINUTES, 60),
    recurringGraceDays: positive(env.RECURRING_GRACE_DAYS, 3),
    providerTimeoutMs: positive(env.PAYMENT_PROVIDER_TIMEOUT_MS, PROVIDER_TIMEOUT_MS),
  };
}
