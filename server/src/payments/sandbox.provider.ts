import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';
import { verifySenangPayMessage } from './senangpay.provider';
import { type SenangPayFields, senangPayCallbackHash, senangPayRecurringHash } from './senangpay-signature';

/** The page where a person approves or declines a sandbox payment. */
export function sandboxPagePath(reference: string): string {
  return `/payments/sandbox/${encodeURIComponent(reference)}`;
}

/** The fields and hash the sandbox posts, exactly as senangPay would sign them. */
export function sandboxCallbackFields(
  secretKey: string,
  reference: string,
  approved: boolean,
  scheme: 'payment' | 'recurring' = 'payment',
): SenangPayFields & { hash: string } {
  const fields: SenangPayFields = {
    status_id: approved ? '1' : '0',
    order_id: reference,
    transaction_id: `SB${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`,
    msg: approved ? 'Payment_was_successful' : 'Payment_was_declined',
  };
  const hash =
    scheme === 'recurring'
      ? senangPayRecurringHash(secretKey, fields)
      : senangPayCallbackHash(secretKey, fields);
  return { ...fields, hash };
}

/**
 * The built-in provider used when no real one is configured: its page stands in for the provider's,
 * and it calls back signed with SENANGPAY_SECRET_KEY like senangPay, so one callback path serves both.
 */
export function createSandboxProvider(settings: { secretKey: string }): PaymentProvider {
  return {
    name: 'sandbox',
    transactionProvider: 'senangpay',
    async createPayment(request) {
      return { url: sandboxPagePath(request.reference) };
    },
    async createRecurringPayment(request) {
      return { url: sandboxPagePath(request.reference) };
    },
    async verifyCallback(message) {
      return verifySenangPayMessage(settings.secretKey, message);
    },
    async verifyReturn(message) {
      return verifySenangPayMessage(settings.secretKey, message);
    },
    // Stands in for PayPal's refund call on a server with no provider: the money it never took goes back.
    async refundPayment(request) {
      if (!Number.isSafeInteger(request.amountSen) || request.amountSen <= 0)
        return { refunded: false, message: 'amount must be positive' };
      return { refunded: true, providerRef: `SBX-${request.refundNumber}` };
    },
  };
}
