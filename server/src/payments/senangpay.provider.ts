import { decimalToSen, senToDecimal } from '@mahir/shared/money/index';
import type { InboundMessage, PaymentProvider, PaymentRequest, VerifiedPayment } from './payment-provider';
import {
  type SenangPayFields,
  sameDigest,
  senangPayCallbackHash,
  senangPayFieldsOf,
  senangPayRecurringHash,
  senangPayRecurringRequestHash,
  senangPayRequestHash,
} from './senangpay-signature';

export interface SenangPaySettings {
  merchantId: string;
  secretKey: string;
  baseUrl: string;
}

/** Reads the optional `amount` a callback may carry; an unreadable one can never match an order. */
function amountOf(fields: Record<string, string>): number | null {
  const raw = fields.amount;
  if (raw === undefined || raw === '') return null;
  return decimalToSen(raw) ?? -1;
}

/** Whole digits ('1250') may also mean sen. */
function altAmountOf(fields: Record<string, string>): number | null {
  const raw = fields.amount?.trim();
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}

/**
 * Verifies senangPay's four signed fields: the one-off HMAC scheme, or the recurring API's plain
 * SHA-256 scheme. Shared by the senangPay adapter and the sandbox, which signs the same way.
 */
export function verifySenangPayMessage(secret: string, message: InboundMessage): VerifiedPayment | null {
  const f = senangPayFieldsOf(message.fields);
  if (!f) return null;
  const signed: SenangPayFields = f;
  let kind: VerifiedPayment['kind'];
  if (sameDigest(f.hash, senangPayCallbackHash(secret, signed))) kind = 'payment';
  else if (sameDigest(f.hash, senangPayRecurringHash(secret, signed))) kind = 'recurring';
  else return null;
  return {
    reference: f.order_id,
    transactionId: f.transaction_id,
    paid: f.status_id === '1',
    amountSen: amountOf(message.fields),
    altAmountSen: altAmountOf(message.fields),
    kind,
    message: f.msg,
    signature: f.hash.toLowerCase(),
  };
}

/** senangPay: the payment form URL carries the request hash; callbacks and returns carry theirs. */
export function createSenangPayProvider(settings: SenangPaySettings): PaymentProvider {
  const base = settings.baseUrl.replace(/\/$/, '');
  return {
    name: 'senangpay',
    transactionProvider: 'senangpay',
    async createPayment(request: PaymentRequest) {
      const amount = senToDecimal(request.amountSen);
      const detail = request.detail.replace(/[^A-Za-z0-9 _.-]/g, '_').slice(0, 100);
      const query = new URLSearchParams({
        detail,
        amount,
        order_id: request.reference,
        name: request.buyer.name,
        email: request.buyer.email,
        phone: request.buyer.phone ?? '',
        hash: senangPayRequestHash(settings.secretKey, detail, amount, request.reference),
      });
      return { url: `${base}/payment/${encodeURIComponent(settings.merchantId)}?${query}` };
    },
    async createRecurringPayment(request: PaymentRequest) {
      const recurringId = request.recurringId ?? '';
      const query = new URLSearchParams({
        order_id: request.reference,
        recurring_id: recurringId,
        name: request.buyer.name,
        email: request.buyer.email,
        phone: request.buyer.phone ?? '',
        hash: senangPayRecurringRequestHash(settings.secretKey, recurringId, request.reference),
      });
      return { url: `${base}/recurring/payment/${encodeURIComponent(settings.merchantId)}?${query}` };
    },
    async verifyCallback(message) {
      return verifySenangPayMessage(settings.secretKey, message);
    },
    async verifyReturn(message) {
      return verifySenangPayMessage(settings.secretKey, message);
    },
  };
}
