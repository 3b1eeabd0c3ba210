import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface EmulatedCapture {
  id: string;
  status: 'COMPLETED' | 'DECLINED';
  amount: { value: string; currency_code: string };
  custom_id?: string;
}
interface EmulatedOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  declined: boolean;
  purchase_units: Array<{
    reference_id?: string;
    custom_id?: string;
    amount: { value: string; currency_code: string };
    payments?: { captures: EmulatedCapture[] };
  }>;
}

export interface WebhookDelivery {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * A small stand-in for PayPal's REST API on 127.0.0.1: OAuth client credentials, Orders v2 create,
 * get and capture, Payments v2 capture refunds, and webhook signature verification for the webhooks it
 * sends itself.
 */
export class PayPalEmulator {
  readonly clientId = 'emulator-client';
  readonly clientSecret = 'emulator-secret';
  readonly webhookId = 'WH-EMULATOR';
  private readonly signingKey = randomBytes(16).toString('hex');
  private readonly tokens = new Set<string>();
  readonly orders = new Map<string, EmulatedOrder>();
  private readonly webhooks = new Map<string, WebhookDelivery>();
  /** Refunds by capture id, in sen; a refund request id answers its first refund again. */
  readonly refunds = new Map<string, Array<{ id: string; sen: number; requestId: string | undefined }>>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((err: unknown) => this.send(res, 500, { message: String(err) }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string, opts: { decline?: boolean } = {}): void {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no such PayPal order ${orderId}`);
    order.status = 'APPROVED';
    order.declined = opts.decline === true;
  }

  /** The signed webhook PayPal sends for an order's capture. */
  webhookFor(orderId: string): WebhookDelivery {
    const hook = this.webhooks.get(orderId);
    if (!hook) throw new Error(`order ${orderId} has no capture webhook yet`);
    return hook;
  }

  private sign(transmissionId: string, time: string, body: unknown): string {
    return createHmac('sha256', this.signingKey)
      .update(`${transmissionId}|${time}|${this.webhookId}|${JSON.stringify(body)}`)
      .digest('base64');
  }

  private send(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async read(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  private capture(order: EmulatedOrder): void {
    const unit = order.purchase_units[0];
    if (!unit) return;
    const capture: EmulatedCapture = {
      id: `CAP-${randomBytes(6).toString('hex').toUpperCase()}`,
      status: order.declined ? 'DECLINED' : 'COMPLETED',
      amount: unit.amount,
      custom_id: unit.custom_id,
    };
    unit.payments = { captures: [capture] };
    order.status = 'COMPLETED';
    const body = {
      id: `WH-${randomBytes(6).toString('hex')}`,
      event_type: order.declined ? 'PAYMENT.CAPTURE.DENIED' : 'PAYMENT.CAPTURE.COMPLETED',
      resource: { ...capture, supplementary_data: { related_ids: { order_id: order.id } } },
    };
    const transmissionId = randomBytes(8).toString('hex');
    const time = new Date().toISOString();
    this.webhooks.set(order.id, {
      body,
      headers: {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${this.url}/certs/emulator`,
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-sig': this.sign(transmissionId, time, body),
        'paypal-transmission-time': time,
      },
    });
  }

  /** Payments v2 refund of a capture: never more than was captured, once per `PayPal-Request-Id`. */
  private refund(res: ServerResponse, captureId: string, raw: string, headers: IncomingMessage['headers']) {
    const capture = [...this.orders.values()]
      .flatMap((o) => o.purchase_units.flatMap((u) => u.payments?.captures ?? []))
      .find((c) => c.id === captureId && c.status === 'COMPLETED');
    if (!capture) return this.send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    const body = JSON.parse(raw || '{}') as { amount?: { value?: string; currency_code?: string } };
    const requestId =
      typeof headers['paypal-request-id'] === 'string' ? headers['paypal-request-id'] : undefined;
    const done = this.refunds.get(captureId) ?? [];
    const again = requestId ? done.find((r) => r.requestId === requestId) : undefined;
    if (again) return this.send(res, 201, { id: again.id, status: 'COMPLETED' });
    const sen = Math.round(Number(body.amount?.value ?? capture.amount.value) * 100);
    const left = Math.round(Number(capture.amount.value) * 100) - done.reduce((s, r) => s + r.sen, 0);
    if (body.amount && body.amount.currency_code !== capture.amount.currency_code)
      return this.send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CURRENCY_MISMATCH' }] });
    if (!Number.isSafeInteger(sen) || sen <= 0 || sen > left)
      return this.send(res, 422, {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }],
      });
    const id = `RF${randomBytes(6).toString('hex').toUpperCase()}`;
    this.refunds.set(captureId, [...done, { id, sen, requestId }]);
    return this.send(res, 201, { id, status: 'COMPLETED' });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const raw = await this.read(req);
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
        return this.send(res, 401, { error: 'invalid_client' });
      const token = randomBytes(12).toString('hex');
      this.tokens.add(token);
      return this.send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!this.tokens.has(bearer)) return this.send(res, 401, { name: 'AUTHENTICATION_FAILURE' });

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const body = JSON.parse(raw) as { intent: string; purchase_units: EmulatedOrder['purchase_units'] };
      if (body.intent !== 'CAPTURE' || !body.purchase_units?.length)
        return this.send(res, 422, { name: 'UNPROCESSABLE_ENTITY' });
      const id = randomBytes(8).toString('hex').toUpperCase();
      this.orders.set(id, { id, status: 'CREATED', declined: false, purchase_units: body.purchase_units });
      return this.send(res, 201, {
        id,
        status: 'CREATED',
        links: [
          { rel: 'self', href: `${this.url}/v2/checkout/orders/${id}`, method: 'GET' },
          { rel: 'approve', href: `${this.url}/checkoutnow?token=${id}`, method: 'GET' },
          { rel: 'capture', href: `${this.url}/v2/checkout/orders/${id}/capture`, method: 'POST' },
        ],
      });
    }
    const m = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url.pathname);
    if (m) {
      const order = this.orders.get(m[1] ?? '');
      if (!order) return this.send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (req.method === 'GET' && !m[2]) return this.send(res, 200, order);
      if (req.method === 'POST' && m[2]) {
        if (order.status === 'COMPLETED')
          return this.send(res, 422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_ALREADY_CAPTURED' }],
          });
        if (order.status !== 'APPROVED')
          return this.send(res, 422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_NOT_APPROVED' }],
          });
        this.capture(order);
        return this.send(res, 201, order);
      }
    }
    const refund = /^\/v2\/payments\/captures\/([A-Z0-9-]+)\/refund$/.exec(url.pathname);
    if (req.method === 'POST' && refund) return this.refund(res, refund[1] ?? '', raw, req.headers);
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(raw) as Record<string, unknown>;
      const ok =
        body.webhook_id === this.webhookId &&
        typeof body.transmission_id === 'string' &&
        typeof body.transmission_time === 'string' &&
        body.transmission_sig === this.sign(body.transmission_id, body.transmission_time, body.webhook_event);
      return this.send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    return this.send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  }
}
