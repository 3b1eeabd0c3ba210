import Router from '@koa/router';
import { orderRepository as orders } from '@mahir/db/repositories/order.repository';
import { renewalDue } from '@mahir/shared/rules/recurring-period';
import type { AppContext } from '../app-context';
import type { AppState, HttpContext } from '../http/state';
import type { OrderRow } from '../orders/fulfilment';
import { isOrderReference, orderPagePath } from '../orders/order-reference';
import { applyVerifiedPayment, type PaymentOutcome } from '../orders/payment-application.service';
import { type PaymentProvider, ProviderUnavailableError, type VerifiedPayment } from './payment-provider';
import { sandboxCallbackFields } from './sandbox.provider';
import { SANDBOX_CSP, sandboxPage } from './sandbox-page';

/** Server-to-server provider paths: their signature is their proof, so they carry no CSRF token. */
export const PAYMENT_CSRF_EXEMPT = ['/payments/senangpay/callback', '/payments/paypal/webhook'] as const;

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
  renewal_failed: [200, 'OK'],
  renewal_refused: [200, 'OK'],
  renewal_not_due: [200, 'OK'],
  replay: [200, 'OK'],
  not_pending: [200, 'OK'],
  unknown_order: [404, 'UNKNOWN ORDER'],
  amount_mismatch: [409, 'AMOUNT MISMATCH'],
};

function plain(ctx: HttpContext, status: number, body: string): void {
  ctx.status = status;
  ctx.type = 'text/plain';
  ctx.body = body;
}

/** What a browser or provider is told while a provider's API is down: try again later, nothing changed. */
const PROVIDER_DOWN =
  'The payment provider is not reachable right now. Nothing has changed; please try again shortly.';

/** Runs a provider check; a provider that is down answers 503 (retried later) instead of failing. */
async function orProviderDown(ctx: HttpContext, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (!(err instanceof ProviderUnavailableError)) throw err;
    ctx.set('Retry-After', '60');
    plain(ctx, 503, PROVIDER_DOWN);
  }
}

/** A paid recurring order whose renewals run and whose next period is due: the sandbox may renew it. */
function renewable(order: OrderRow, now: Date): boolean {
  return (
    order.status === 'paid' &&
    order.payment_method === 'senangpay_recurring' &&
    order.recurring_status === 'active' &&
    order.next_payment_date !== null &&
    renewalDue(order.next_payment_date, now)
  );
}

/**
 * Provider-facing routes: senangPay's callback and browser return, PayPal's return and webhook, and
 * the built-in sandbox page. Every state change goes through one verified, idempotent application.
 */
export function paymentRouter(deps: AppContext): Router<AppState> {
  const { db, payments: gateway, clock, metrics } = deps;
  const router = new Router<AppState>();
  const apply = async (provider: PaymentProvider, verified: VerifiedPayment) => {
    const outcome = await applyVerifiedPayment(db, provider.transactionProvider, verified, clock());
    metrics.paymentMessage(provider.transactionProvider, outcome);
    return outcome;
  };
  /** A message whose signature did not verify: refused, and counted. */
  const forged = (provider: PaymentProvider) =>
    metrics.paymentMessage(provider.transactionProvider, 'invalid_signature');

  async function redirectToOrder(ctx: HttpContext, reference: string | undefined) {
    const known = isOrderReference(reference) ? await orders.referenceOf(db, reference) : undefined;
    ctx.redirect(known ? orderPagePath(known.order_no) : '/');
  }

  router.post('/payments/senangpay/callback', async (ctx) => {
    const provider = gateway.senangPay;
    const verified = await provider.verifyCallback({ fields: stringsOf(ctx.request.body) });
    if (!verified) {
      forged(provider);
      return plain(ctx, 400, 'INVALID HASH');
    }
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

  // The buyer's return: capture through PayPal's API; while it is down the buyer may reload to retry.
  router.get('/payments/paypal/return', (ctx) =>
    orProviderDown(ctx, async () => {
      const provider = gateway.payPal;
      const fields = stringsOf(ctx.query);
      if (provider && fields.token && !fields.cancel) {
        const verified = await provider.verifyReturn({ fields });
        if (verified) await apply(provider, verified);
      }
      await redirectToOrder(ctx, fields.reference);
    }),
  );

  // PayPal retries a webhook that did not get a 2xx, so a 503 while its API is down loses nothing.
  router.post('/payments/paypal/webhook', (ctx) =>
    orProviderDown(ctx, async () => {
      const provider = gateway.payPal;
      if (!provider) return plain(ctx, 404, 'PAYPAL NOT CONFIGURED');
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(ctx.headers)) headers[k] = Array.isArray(v) ? v[0] : v;
      const verified = await provider.verifyCallback({ fields: {}, headers, body: ctx.request.body });
      if (!verified) {
        forged(provider);
        return plain(ctx, 400, 'INVALID SIGNATURE');
      }
      const [status] = CALLBACK_ANSWER[await apply(provider, verified)];
      ctx.status = status;
      ctx.body = { ok: status === 200 };
    }),
  );

  /**
   * The order the sandbox page may show to this request: one whose payment the sandbox collects (no real
   * provider is configured for its method), and only to the order's own buyer. Anything else is 404, like
   * an order that does not exist, so references tell nobody anything.
   */
  async function orderForSandbox(ctx: HttpContext) {
    const reference = ctx.params.reference;
    const user = ctx.state.user;
    if (!user || !isOrderReference(reference)) return null;
    const order = await orders.findByReference(db, reference);
    if (!order || order.user_id !== user.id || !gateway.sandboxCollects(order.payment_method)) return null;
    const lines = await orders.summaryLines(db, order.id);
    return { order, lines };
  }

  router.get('/payments/sandbox/:reference', async (ctx) => {
    // A visitor is asked to log in first; the page belongs to the buyer.
    if (!ctx.state.user && isOrderReference(ctx.params.reference))
      return ctx.redirect(`/login?redirect=${encodeURIComponent(ctx.path)}`);
    const found = await orderForSandbox(ctx);
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
        renewable: renewable(found.order, clock()),
        lines: found.lines.map((l) => ({ name: l.name, quantity: l.quantity, subtotalSen: l.subtotal })),
      },
      deps.csrf.forRequest(ctx),
      orderPagePath(found.order.order_no),
    );
  });

  router.post('/payments/sandbox/:reference', async (ctx) => {
    const found = await orderForSandbox(ctx);
    if (!found) return plain(ctx, 404, 'Unknown order');
    const decision = stringsOf(ctx.request.body).decision;
    const { order } = found;
    // Approve and Decline act on a pending order; Renew only on a renewal that is due.
    const acts =
      (order.status === 'pending' && (decision === 'approve' || decision === 'decline')) ||
      (decision === 'renew' && renewable(order, clock()));
    if (!acts) return ctx.redirect(orderPagePath(order.order_no));
    // A renewal is what senangPay's recurring API sends for the next cycle, signed by its own scheme.
    const fields = sandboxCallbackFields(
      gateway.config.senangPay.secretKey,
      order.order_no,
      decision !== 'decline',
      decision === 'renew' ? 'recurring' : 'payment',
    );
    // Call back exactly as senangPay would: the signed fields go through the callback's verifier.
    const verified = await gateway.sandbox.verifyCallback({ fields });
    if (verified) await apply(gateway.sandbox, verified);
    ctx.status = 303;
    ctx.redirect(`/payments/senangpay/return?${new URLSearchParams(fields)}`);
  });

  return router;
}
