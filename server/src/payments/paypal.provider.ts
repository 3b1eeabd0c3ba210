import { decimalToSen, senToDecimal } from '@mahir/shared/money/index';
import type { PaymentConfig } from './payment-config';
import {
  type InboundMessage,
  type PaymentProvider,
  type PaymentRequest,
  PROVIDER_TIMEOUT_MS,
  ProviderUnavailableError,
  type RefundRequest,
  type RefundResult,
  type VerifiedPayment,
} from './payment-provider';

export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string | null;
  /** This server's absolute URL, for the return and cancel URLs. */
  publicUrl: string;
}

interface PayPalLink {
  rel: string;
  href: string;
}
interface PayPalCapture {
  id: string;
  status: string;
  amount?: { value: string; currency_code: string };
  custom_id?: string;
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    payments?: { captures?: PayPalCapture[] };
  }>;
}
interface PayPalWebhook {
  event_type?: string;
  resource?: PayPalCapture & { supplementary_data?: { related_ids?: { order_id?: string } } };
}

const CURRENCY = 'MYR';

function amountSen(amount: { value: string; currency_code: string } | undefined): number | null {
  if (!amount) return null;
  return amount.currency_code === CURRENCY ? (decimalToSen(amount.value) ?? -1) : -1;
}

/**
 * PayPal Orders v2: create an order and send the buyer to its approve link; capture on the browser
 * return; webhooks are trusted only after PayPal's verify-webhook-signature says SUCCESS. Every call
 * times out after `timeoutMs`; an unreachable or failing API raises ProviderUnavailableError.
 */
export function createPayPalProvider(
  settings: PayPalSettings,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): PaymentProvider {
  const base = settings.apiBase.replace(/\/$/, '');
  let token: { value: string; until: number } | null = null;

  /** One HTTP call to PayPal with a timeout; anything but an answer becomes ProviderUnavailableError. */
  async function send(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
    try {
      const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      return { status: res.status, text: await res.text() };
    } catch (err) {
      throw new ProviderUnavailableError('PayPal', err);
    }
  }

  function parse<T>(text: string): T {
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch (err) {
      throw new ProviderUnavailableError('PayPal', err);
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const res = await send(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const body =
      res.status === 200 ? parse<{ access_token?: unknown; expires_in?: unknown }>(res.text) : null;
    if (typeof body?.access_token !== 'string')
      throw new ProviderUnavailableError('PayPal', `token request answered ${res.status}`);
    const expiresIn = typeof body.expires_in === 'number' ? body.expires_in : 0;
    token = { value: body.access_token, until: Date.now() + Math.max(0, expiresIn - 60) * 1000 };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await accessToken()}`,
      'Content-Type': 'application/json',
    };
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const res = await send(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 500) throw new ProviderUnavailableError('PayPal', `${path} answered ${res.status}`);
    return { status: res.status, body: parse<T | null>(res.text) };
  }

  function fromOrder(order: PayPalOrder | null, expected: string | undefined): VerifiedPayment | null {
    const unit = order?.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    const reference = unit?.custom_id ?? unit?.reference_id;
    if (!unit || !capture || !reference || (expected && expected !== reference)) return null;
    return {
      reference,
      transactionId: capture.id,
      paid: capture.status === 'COMPLETED',
      amountSen: amountSen(capture.amount),
      kind: 'payment',
      message: capture.status,
      signature: null,
    };
  }

  async function verifyReturn(message: InboundMessage): Promise<VerifiedPayment | null> {
    const orderId = message.fields.token;
    if (!orderId || !/^[A-Za-z0-9-]+$/.test(orderId)) return null;
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const captured = await call<PayPalOrder>('POST', `${path}/capture`, {}, `capture-${orderId}`);
    if (captured.status === 200 || captured.status === 201)
      return fromOrder(captured.body, message.fields.reference);
    // Already captured (a reload of the return page): read the order instead.
    const current = await call<PayPalOrder>('GET', path);
    return current.status === 200 ? fromOrder(current.body, message.fields.reference) : null;
  }

  async function verifyCallback(message: InboundMessage): Promise<VerifiedPayment | null> {
    const h = message.headers ?? {};
    if (!settings.webhookId || typeof message.body !== 'object' || message.body === null) return null;
    const check = await call<{ verification_status?: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        auth_algo: h['paypal-auth-algo'],
        cert_url: h['paypal-cert-url'],
        transmission_id: h['paypal-transmission-id'],
        transmission_sig: h['paypal-transmission-sig'],
        transmission_time: h['paypal-transmission-time'],
        webhook_id: settings.webhookId,
        webhook_event: message.body,
      },
    );
    if (check.status !== 200 || check.body?.verification_status !== 'SUCCESS') return null;
    const event = message.body as PayPalWebhook;
    const capture = event.resource;
    if (!capture?.id || !capture.custom_id) return null;
    if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED' && event.event_type !== 'PAYMENT.CAPTURE.DENIED')
      return null;
    return {
      reference: capture.custom_id,
      transactionId: capture.id,
      paid: event.event_type === 'PAYMENT.CAPTURE.COMPLETED' && capture.status === 'COMPLETED',
      amountSen: amountSen(capture.amount),
      kind: 'payment',
      message: event.event_type,
      signature: null,
    };
  }

  /** Payments v2 refund of a capture; `PayPal-Request-Id` is the refund number, so a retry refunds once. */
  async function refundPayment(request: RefundRequest): Promise<RefundResult> {
    if (!/^[A-Za-z0-9-]+$/.test(request.transactionId))
      return { refunded: false, message: 'not a PayPal capture id' };
    const res = await call<{ id?: string; status?: string; details?: Array<{ issue?: string }> }>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(request.transactionId)}/refund`,
      {
        amount: { currency_code: CURRENCY, value: senToDecimal(request.amountSen) },
        invoice_id: request.refundNumber,
        note_to_payer: `Refund ${request.refundNumber} of ${request.reference}`.slice(0, 255),
      },
      `refund-${request.refundNumber}`,
    );
    const body = res.body;
    if ((res.status === 200 || res.status === 201) && body?.id && body.status !== 'FAILED')
      return { refunded: true, providerRef: body.id };
    return { refunded: false, message: body?.details?.[0]?.issue ?? `refund answered ${res.status}` };
  }

  return {
    name: 'paypal',
    transactionProvider: 'paypal',
    async createPayment(request: PaymentRequest) {
      const back = `${settings.publicUrl}/payments/paypal/return?reference=${encodeURIComponent(request.reference)}`;
      const created = await call<PayPalOrder>(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: request.reference,
              custom_id: request.reference,
              invoice_id: request.reference,
              description: request.detail.slice(0, 127),
              amount: { currency_code: CURRENCY, value: senToDecimal(request.amountSen) },
            },
          ],
          application_context: {
            brand_name: 'Mahir',
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: back,
            cancel_url: `${back}&cancel=1`,
          },
        },
        `order-${request.reference}`,
      );
      if (created.status !== 200 && created.status !== 201)
        throw new Error(`PayPal order failed: ${created.status}`);
      const approve = created.body?.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
      if (!approve || !created.body) throw new Error('PayPal order has no approve link');
      return { url: approve.href, providerRef: created.body.id };
    },
    verifyCallback,
    verifyReturn,
    refundPayment,
  };
}

/** The gateway's factory: PayPal from the payment configuration. */
export function payPalFromConfig(
  config: Pick<PaymentConfig, 'payPal' | 'publicUrl' | 'providerTimeoutMs'>,
): PaymentProvider {
  return createPayPalProvider(
    {
      clientId: config.payPal.clientId ?? '',
      clientSecret: config.payPal.clientSecret,
      apiBase: config.payPal.apiBase,
      webhookId: config.payPal.webhookId,
      publicUrl: config.publicUrl,
    },
    fetch,
    config.providerTimeoutMs,
  );
}
