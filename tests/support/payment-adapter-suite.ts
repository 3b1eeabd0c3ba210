import type {
  InboundMessage,
  PaymentProvider,
  PaymentRequest,
} from '@mahir/server/payments/payment-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** What the provider and the buyer would send back after acting on a payment. */
export interface ProviderReplies {
  /** The browser's return to the shop. */
  browserReturn: InboundMessage;
  /** The server-to-server callback or webhook (read after the return, as PayPal only sends it then). */
  callback(): Promise<InboundMessage>;
}

/** One adapter under test plus the means to play the provider's part. */
export interface AdapterHarness {
  provider: PaymentProvider;
  /** Starts the payment and acts as the buyer approving (or declining) it. */
  settle(request: PaymentRequest, approve: boolean): Promise<ProviderReplies>;
  /** A copy of a genuine message with its proof broken (hash or signature). */
  forge(message: InboundMessage): InboundMessage;
  /** A copy of a genuine message naming another order, with the original proof. */
  redirect(message: InboundMessage, reference: string): InboundMessage;
  close?(): Promise<void>;
}

let counter = 0;
function request(amountSen: number): PaymentRequest {
  counter += 1;
  return {
    reference: `MHR-2026-TEST${String(counter).padStart(6, '0')}`,
    amountSen,
    detail: 'Mahir Coins 100',
    buyer: { name: 'Aminah', email: 'aminah@example.my', phone: '0123456789' },
  };
}

/**
 * The suite every payment adapter passes, in the shape of tus-node-server's store suite: a function
 * taking a factory. It checks the provider contract, not the provider's internals.
 */
export function paymentAdapterSuite(name: string, factory: () => Promise<AdapterHarness>): void {
  describe(`payment adapter: ${name}`, () => {
    let h: AdapterHarness;
    beforeAll(async () => {
      h = await factory();
    });
    afterAll(async () => {
      await h.close?.();
    });

    it('creates a payment whose page is a URL that carries no secret', async () => {
      const req = request(1250);
      const created = await h.provider.createPayment(req);
      expect(created.url).toMatch(/^(https?:\/\/|\/)/);
      expect(created.url).not.toMatch(/secret/i);
    });

    it('verifies an approved payment from the return and the callback as the same paid transaction', async () => {
      const req = request(4990);
      const replies = await h.settle(req, true);
      const back = await h.provider.verifyReturn(replies.browserReturn);
      expect(back).toMatchObject({ reference: req.reference, paid: true });
      expect(back?.transactionId).toBeTruthy();
      expect([null, req.amountSen]).toContain(back?.amountSen);
      const called = await h.provider.verifyCallback(await replies.callback());
      expect(called).toMatchObject({
        reference: req.reference,
        paid: true,
        transactionId: back?.transactionId,
      });
      expect([null, req.amountSen]).toContain(called?.amountSen);
    });

    it('verifies a declined payment as not paid', async () => {
      const req = request(990);
      const replies = await h.settle(req, false);
      const called = await h.provider.verifyCallback(await replies.callback());
      expect(called).toMatchObject({ reference: req.reference, paid: false });
    });

    it('rejects a forged callback and a forged return', async () => {
      const req = request(2000);
      const replies = await h.settle(req, true);
      expect(await h.provider.verifyReturn(h.forge(replies.browserReturn))).toBeNull();
      expect(await h.provider.verifyCallback(h.forge(await replies.callback()))).toBeNull();
    });

    it('rejects a genuine proof re-aimed at another order', async () => {
      const req = request(3000);
      const replies = await h.settle(req, true);
      const other = request(3000).reference;
      const moved = await h.provider.verifyCallback(h.redirect(await replies.callback(), other));
      expect(moved === null || moved.reference === req.reference).toBe(true);
    });

    it('refunds part of a captured payment once per refund number, or has no refund call at all', async () => {
      const refund = h.provider.refundPayment?.bind(h.provider);
      if (!refund) {
        // senangPay has no refund API (FPX): the shop pays such refunds back by hand.
        expect(h.provider.transactionProvider).toBe('senangpay');
        return;
      }
      const req = request(5000);
      const replies = await h.settle(req, true);
      const paid = await h.provider.verifyReturn(replies.browserReturn);
      if (!paid) throw new Error('payment not verified');
      const ask = {
        transactionId: paid.transactionId,
        amountSen: 1250,
        refundNumber: `RF-2026-${counter}`,
        reference: req.reference,
      };
      const first = await refund(ask);
      expect(first).toMatchObject({ refunded: true });
      expect(await refund(ask)).toEqual(first);
      expect(await refund({ ...ask, amountSen: 0, refundNumber: `RF-2026-${counter}-0` })).toMatchObject({
        refunded: false,
      });
    });

    it('rejects empty and malformed messages', async () => {
      expect(await h.provider.verifyCallback({ fields: {} })).toBeNull();
      expect(
        await h.provider.verifyReturn({ fields: { order_id: 'x', hash: 'y', token: '../x' } }),
      ).toBeNull();
    });
  });
}
