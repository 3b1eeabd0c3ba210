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
