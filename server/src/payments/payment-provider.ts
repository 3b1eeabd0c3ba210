/** What the shop asks a provider to collect. */
export interface PaymentRequest {
  /** The order's public reference; senangPay's `order_id`, PayPal's `custom_id`. */
  reference: string;
  amountSen: number;
  /** What the buyer sees as the purchase ("detail"). */
  detail: string;
  buyer: { name: string; email: string; phone: string | null };
  /** Provider's recurring plan id, for recurring payments. */
  recurringId?: string | null;
}

/** Where to send the buyer, and the provider's own id for the payment when it has one. */
export interface CreatedPayment {
  url: string;
  providerRef?: string | null;
}

/** A provider message whose signature (or the provider's API) vouched for it. */
export interface VerifiedPayment {
  reference: string;
  transactionId: string;
  /** True when the provider says the money was taken. */
  paid: boolean;
  /** The amount the provider reports, or null when its message carries none. */
  amountSen: number | null;
  /** A second reading of an ambiguous amount (whole digits may be ringgit or sen); either may match. */
  altAmountSen?: number | null;
  /** 'recurring' when the provider signed it with its recurring scheme. */
  kind: 'payment' | 'recurring';
  message: string;
  /**
   * The message's own signature, lowercased, when it carries one (senangPay's hash). Two messages with
   * the same signature are one message, however their fields are cut: replays are told apart by it.
   */
  signature: string | null;
}

/** An inbound provider message: form or query fields, headers, and the raw body for JSON webhooks. */
export interface InboundMessage {
  fields: Record<string, string>;
  headers?: Record<string, string | undefined>;
  body?: unknown;
}

/** A refund of (part of) a captured payment, as the shop asks a provider for it. */
export interface RefundRequest {
  /** The provider's id of the captured payment (the payment message's transaction id). */
  transactionId: string;
  amountSen: number;
  /** The refund's own number: the provider's idempotency key and the buyer-visible note. */
  refundNumber: string;
  /** The order's public reference. */
  reference: string;
}

/** What the provider said: refunded with its own id, or refused with its reason (nothing moved). */
export type RefundResult = { refunded: true; providerRef: string } | { refunded: false; message: string };

/**
 * One payment provider: create a payment and tell a genuine callback or browser return from a forged
 * one. Returns `null` from the verifiers when the message is not genuine.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The value stored as `payment_transactions.provider`. */
  readonly transactionProvider: string;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  verifyCallback(message: InboundMessage): Promise<VerifiedPayment | null>;
  verifyReturn(message: InboundMessage): Promise<VerifiedPayment | null>;
  createRecurringPayment?(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * Refunds (part of) a captured payment through the provider's API; absent where the provider has none
   * (senangPay's FPX payments are paid back by hand). Raises ProviderUnavailableError when unreachable.
   */
  refundPayment?(request: RefundRequest): Promise<RefundResult>;
}

/** How long any call to a provider's API may take before it counts as unreachable. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** The provider's API did not answer in time, could not be reached or answered something unreadable. */
export class ProviderUnavailableError extends Error {
  constructor(provider: string, cause: unknown) {
    super(`${provider} is not reachable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'ProviderUnavailableError';
  }
}
