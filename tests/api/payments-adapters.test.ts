import { loadPaymentConfig } from '@mahir/server/payments/payment-config';
import { createPaymentGateway } from '@mahir/server/payments/payment-gateway';
import type { InboundMessage } from '@mahir/server/payments/payment-provider';
import { createPayPalProvider } from '@mahir/server/payments/paypal.provider';
import { createSandboxProvider, sandboxCallbackFields } from '@mahir/server/payments/sandbox.provider';
import { createSenangPayProvider } from '@mahir/server/payments/senangpay.provider';
import { describe, expect, it } from 'vitest';
import { type AdapterHarness, paymentAdapterSuite } from '../support/payment-adapter-suite';
import { PayPalEmulator } from '../support/paypal-emulator';
import { signCallback, signRecurring } from './money-fixtures';

const SECRET = 'adapter-suite-secret';

function flipHash(message: InboundMessage): InboundMessage {
  const hash = message.fields.hash ?? '';
  return { fields: { ...message.fields, hash: `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}` } };
}

function senangPayStyle(provider: AdapterHarness['provider'], recurring = false): AdapterHarness {
  let n = 0;
  return {
    provider,
    async settle(req, approve) {
      await provider.createPayment(req);
      n += 1;
      const fields = {
        status_id: approve ? '1' : '0',
        order_id: req.reference,
        transaction_id: `TX${n}${req.reference}`,
        msg: approve ? 'Payment_was_successful' : 'Payment_was_failed',
      };
      const signed = recurring ? signRecurring(fields, SECRET) : signCallback(fields, SECRET);
      return { browserReturn: { fields: signed }, callback: async () => ({ fields: signed }) };
    },
    forge: flipHash,
    redirect: (m, reference) => ({ fields: { ...m.fields, order_id: reference } }),
  };
}

paymentAdapterSuite('senangPay', async () =>
  senangPayStyle(
    createSenangPayProvider({ merchantId: 'M123', secretKey: SECRET, baseUrl: 'https://app.senangpay.my' }),
  ),
);
paymentAdapterSuite('senangPay recurring', async () =>
  senangPayStyle(
    createSenangPayProvider({ merchantId: 'M123', secretKey: SECRET, baseUrl: 'https://app.senangpay.my' }),
    true,
  ),
);
paymentAdapterSuite('sandbox', async () => senangPayStyle(createSandboxProvider({ secretKey: SECRET })));

/** The PayPal adapter against the emulator's API, with its credentials and webhook. */
function payPalOn(emulator: PayPalEmulator) {
  return createPayPalProvider({
    clientId: emulator.clientId,
    clientSecret: emulator.clientSecret,
    apiBase: emulator.url,
    webhookId: emulator.webhookId,
    publicUrl: 'http://127.0.0.1:9',
  });
}

paymentAdapterSuite('PayPal (emulated API)', async () => {
  const emulator = await new PayPalEmulator().start();
  const provider = payPalOn(emulator);
  return {
    provider,
    async settle(req, approve) {
      const created = await provider.createPayment(req);
      const orderId = created.providerRef ?? '';
      emulator.approve(orderId, { decline: !approve });
      const browserReturn = { fields: { token: orderId, reference: req.reference, PayerID: 'BUYER1' } };
      return {
        browserReturn,
        async callback() {
          if (!emulator.orders.get(orderId)?.purchase_units[0]?.payments)
            await provider.verifyReturn(browserReturn);
          const hook = emulator.webhookFor(orderId);
          return { fields: {}, headers: hook.headers, body: hook.body };
        },
      };
    },
    forge(m) {
      if (m.body) {
        const body = structuredClone(m.body) as { resource: { amount: { value: string } } };
        body.resource.amount.value = '0.01';
        return { ...m, body };
      }
      return { fields: { ...m.fields, token: 'NOSUCHORDER' } };
    },
    redirect(m, reference) {
      const body = structuredClone(m.body) as { resource: { custom_id: string } };
      body.resource.custom_id = reference;
      return { ...m, body };
    },
    close: () => emulator.close(),
  };
});

describe('payment adapters: request schemes', () => {
  it('senangPay signs the payment request with HMAC-SHA256 over secret + detail + amount + order_id', async () => {
    const provider = createSenangPayProvider({
      merchantId: 'M123',
      secretKey: SECRET,
      baseUrl: 'https://app.senangpay.my',
    });
    const { url } = await provider.createPayment({
      reference: 'MHR-2026-ABC',
      amountSen: 1250,
      detail: 'Mahir Coins 100',
      buyer: { name: 'A', email: 'a@example.my', phone: null },
    });
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://app.senangpay.my/payment/M123');
    expect(u.searchParams.get('amount')).toBe('12.50');
    expect(u.searchParams.get('order_id')).toBe('MHR-2026-ABC');
    const { createHmac } = await import('node:crypto');
    const expected = createHmac('sha256', SECRET)
      .update(`${SECRET}Mahir Coins 10012.50MHR-2026-ABC`)
      .digest('hex');
    expect(u.searchParams.get('hash')).toBe(expected);
  });

  it('the sandbox signs its callback so the senangPay verifier accepts it', async () => {
    const fields = sandboxCallbackFields(SECRET, 'MHR-2026-XYZ', true);
    const provider = createSenangPayProvider({ merchantId: 'M1', secretKey: SECRET, baseUrl: 'https://x' });
    expect(await provider.verifyCallback({ fields })).toMatchObject({
      reference: 'MHR-2026-XYZ',
      paid: true,
    });
  });

  it('falls back to the sandbox without provider settings and derives a key from APP_SECRET', () => {
    const app = { appSecret: 'app-secret', publicUrl: 'http://localhost:8080' };
    const none = createPaymentGateway(loadPaymentConfig({}, app));
    expect(none.forMethod('senangpay').name).toBe('sandbox');
    expect(none.forMethod('paypal').name).toBe('sandbox');
    expect(none.config.senangPay.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(none.config.orderTtlMinutes).toBe(60);
    const set = createPaymentGateway(
      loadPaymentConfig(
        { SENANGPAY_MERCHANT_ID: 'M9', SENANGPAY_SECRET_KEY: 'k', PAYMENT_ORDER_TTL_MINUTES: '15' },
        app,
      ),
    );
    expect(set.forMethod('senangpay').name).toBe('senangpay');
    expect(set.forMethod('senangpay_recurring').name).toBe('senangpay');
    expect(set.config.senangPay.secretKey).toBe('k');
    expect(set.config.orderTtlMinutes).toBe(15);
  });
});

describe('PayPal refunds (emulated API)', () => {
  it('refunds a capture in parts and refuses more than is left without moving money', async () => {
    const emulator = await new PayPalEmulator().start();
    try {
      const provider = payPalOn(emulator);
      const reference = 'MHR-2026-REFUND1';
      const created = await provider.createPayment({
        reference,
        amountSen: 3000,
        detail: 'Kursus',
        buyer: { name: 'A', email: 'a@example.my', phone: null },
      });
      emulator.approve(created.providerRef ?? '');
      const paid = await provider.verifyReturn({ fields: { token: created.providerRef ?? '', reference } });
      const transactionId = paid?.transactionId ?? '';
      const ask = (amountSen: number, refundNumber: string) =>
        provider.refundPayment?.({ transactionId, amountSen, refundNumber, reference });
      expect(await ask(2000, 'RF-2026-000001')).toMatchObject({ refunded: true });
      expect(await ask(1001, 'RF-2026-000002')).toEqual({
        refunded: false,
        message: 'REFUND_AMOUNT_EXCEEDED',
      });
      expect(await ask(1000, 'RF-2026-000003')).toMatchObject({ refunded: true });
      expect(emulator.refunds.get(transactionId)?.reduce((s, r) => s + r.sen, 0)).toBe(3000);
      expect(await ask(100, 'RF-2026-000004')).toMatchObject({ refunded: false });
    } finally {
      await emulator.close();
    }
  });
});
