import Router from '@koa/router';
import type { Db } from '@mahir/db';
import type { CsrfTokens } from '../http/csrf-token';
import type { AppContext, AppState } from '../http/state';
import { orderPagePath } from '../orders/order-reference';
import { applyVerifiedPayment, type PaymentOutcome } from '../orders/payment-application.service';
import type { PaymentGateway } from './payment-gateway';
import type { PaymentProvider, VerifiedPayment } from './payment-provider';
import { sandboxCallbackFields } from './sandbox.provider';
import { SANDBOX_CSP, sandboxPage } from './sandbox-page';

/** Server-to-server provider paths: their signature is their proof, so they carry no CSRF token. */
export const PAYMENT_CSRF_EXEMPT = ['/payments/senangpay/callback', '/payments/paypal/webhook'] as const;

export interface PaymentRoutesDeps {
  db: Db;
  gateway: PaymentGateway;
  /** The sandbox page's forms carry the visitor's or session's CSRF token. */
  csrf: CsrfTokens;
}

/** Form or query values as strings (the first of repeated keys). */
function stringsOf(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof input !== 'object' || input === null) return out;
  for (const [k, v] of Object.entries(input)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string' || typeof first === 'number') out[k] = String(first);
  }
  return out;
}

const CALLBACK_ANSWER: Record<PaymentOutcome, [number, string]> = {
  paid: [200, 'OK'],
  failed: [200, 'OK'],
  renewed: [200, 'OK'],
  renewal_refused: [200, 'OK'],
  replay: [200, 'OK'],
  not_pending: [200, 'OK'],
  unknown_order: [404, 'UNKNOWN ORDER'],
  amount_mismatch: [409, 'AMOUNT MISMATCH'],
};

function plain(ctx: AppContext, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'text/plain';
  ctx.body = body;
}

/**
 * Provider-facing routes: senangPay's callback and browser return, PayPal's return and webhook, and
 * the built-in sandbox page. Every state change goes through one verified, idempotent application.
 */
export function paymentRouter(deps: PaymentRoutesDeps): Router<AppState> {
  const { db, gateway } = deps;
  const router = new Router<AppState>();
  const apply = (provider: PaymentProvider, verified: VerifiedPayment) =>
    applyVerifiedPayment(db, provider.transactionProvider, verified);

  async function redirectToOrder(ctx: AppContext, reference: string | undefined) {
    const known = reference
      ? await db.selectFrom('orders').select('order_no').where('order_no', '=', reference).executeTakeFirst()
      : undefined;
    ctx.redirect(known ? orderPagePath(known.order_no) : '/');
  }

  router.post('/payments/senangpay/callback', async (ctx) => {
    const provider = gateway.senangPay;
    const verified = await provider.verifyCallback({ fields: stringsOf(ctx.request.body) });
    if (!verified) return plain(ctx, 400, 'INVALID HASH');
    const [status, body] = CALLBACK_ANSWER[await apply(provider, verified)];
    plain(ctx, status, body);
  });

  router.get('/payments/senangpay/return', async (ctx) => {
    const provider = gateway.senangPay;
    const fields = stringsOf(ctx.query);
    const verified = await provider.verifyReturn({ fields });
    // The return may arrive before the callback; applying it is idempotent, so the buyer sees the result.
    if (verified) await apply(provider, verified);
    await redirectToOrder(ctx, verified?.reference ?? fields.order_id);
  });

  router.get('/payments/paypal/return', async (ctx) => {
    const provider = gateway.payPal;
    const fields = stringsOf(ctx.query);
    if (provider && fields.token && !fields.cancel) {
      const verified = await provider.verifyReturn({ fields });
      if (verified) await apply(provider, verified);
    }
    await redirectToOrder(ctx, fields.reference);
  });

  router.post('/payments/paypal/webhook', async (ctx) => {
    const provider = gateway.payPal;
    if (!provider) return plain(ctx, 404, 'PAYPAL NOT CONFIGURED');
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(ctx.headers)) headers[k] = Array.isArray(v) ? v[0] : v;
    const verified = await provider.verifyCallback({ fields: {}, headers, body: ctx.request.body });
    if (!verified) return plain(ctx, 400, 'INVALID SIGNATURE');
    const [status] = CALLBACK_ANSWER[await apply(provider, verified)];
    ctx.status = status;
    ctx.body = { ok: status === 200 };
  });

  async function orderForSandbox(reference: string) {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_no', '=', reference)
      .executeTakeFirst();
    if (!order) return null;
    const lines = await db
      .selectFrom('order_items')
      .select(['name', 'quantity', 'subtotal'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute();
    return { order, lines };
  }

  router.get('/payments/sandbox/:reference', async (ctx) => {
    const found = await orderForSandbox(ctx.params.reference ?? '');
    if (!found) return plain(ctx, 404, 'Unknown order');
    ctx.set('Content-Security-Policy', SANDBOX_CSP);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html';
    ctx.body = sandboxPage(
      {
        reference: found.order.order_no,
        status: found.order.status,
        totalSen: found.order.grand_total,
        method: found.order.payment_method,
        renewable: found.order.status === 'paid' && found.order.recurring_status === 'active',
        lines: found.lines.map((l) => ({ name: l.name, quantity: l.quantity, subtotalSen: l.subtotal })),
      },
      deps.csrf.forRequest(ctx),
      orderPagePath(found.order.order_no),
    );
  });

  router.post('/payments/sandbox/:reference', async (ctx) => {
    // Only when no real senangPay is configured does the sandbox take payments.
    if (gateway.senangPay.name !== 'sandbox' && gateway.payPal) return plain(ctx, 404, 'Not found');
    const found = await orderForSandbox(ctx.params.reference ?? '');
    if (!found) return plain(ctx, 404, 'Unknown order');
    const decision = stringsOf(ctx.request.body).decision;
    // A renewal is what senangPay's recurring API sends for the next cycle, signed by its own scheme.
    const fields = sandboxCallbackFields(
      gateway.config.senangPay.secretKey,
      found.order.order_no,
      decision === 'approve' || decision === 'renew',
      decision === 'renew' ? 'recurring' : 'payment',
    );
    // Call back exactly as senangPay would: the signed fields go through the callback's verifier.
    const verified = await gateway.senangPay.verifyCallback({ fields });
    if (verified) await apply(gateway.senangPay, verified);
    ctx.status = 303;
    ctx.redirect(`/payments/senangpay/return?${new URLSearchParams(fields)}`);
  });

  return router;
}
