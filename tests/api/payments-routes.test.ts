import { addMonthsToDay, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { PayPalEmulator } from '../support/paypal-emulator';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import {
  coinOrder,
  firstCoinPack,
  orderByRef,
  orderServiceFor,
  runnerFor,
  setNextPaymentDate,
  signCallback,
} from './money-fixtures';

const emulator = new PayPalEmulator();

const PAYPAL_VARS = [
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_API_BASE',
  'PAYPAL_WEBHOOK_ID',
] as const;

/** The in-process order service reads the payment keys from the environment, as the server does. */
function setPayPal(values: Record<(typeof PAYPAL_VARS)[number], string> | null) {
  for (const name of PAYPAL_VARS) {
    if (values) process.env[name] = values[name];
    else delete process.env[name];
  }
}

describe.each(dialects())('payments: sandbox, return and PayPal routes on %s', (dialect) => {
  let server: TestServer;
  let userId: number;
  let pack: { id: number; name: string; price: number; coins: number };
  let orders: ReturnType<typeof orderServiceFor>;
  let owner: TestClient;

  async function start(env: Record<string, string>) {
    server = await startTestServer(dialect, { env });
    userId = await userIdOf(server.db, 'student@demo.my');
    owner = await clientFor(server.url, 'student@demo.my');
    pack = await firstCoinPack(server.db);
    orders = orderServiceFor(server.db);
  }

  const sandboxPage = async (path: string, client: TestClient = owner) => {
    const res = await client.request('GET', path);
    return { res, html: await res.text() };
  };
  /** Posts the page's own form: the CSRF token travels as the `_token` field, as a browser sends it. */
  const submit = (path: string, body: Record<string, string>, client: TestClient = owner) =>
    client.request('POST', path, body, { form: true, csrf: null });
  const tokenOf = (html: string) => /name="_token" value="([^"]+)"/.exec(html)?.[1] ?? '';

  describe('with no provider configured: the sandbox stands in', () => {
    beforeAll(async () => {
      setPayPal(null);
      await start({ SENANGPAY_MERCHANT_ID: '', PAYPAL_CLIENT_ID: '' });
    });
    afterAll(() => server.close());

    it('serves a CSP-safe sandbox page with Approve and Decline forms carrying the CSRF token', async () => {
      const placed = await orders.placeOrder(coinOrder(userId, pack));
      const { res, html } = await sandboxPage(placed.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain(placed.reference);
      const token = /name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
      expect(token).toBeTruthy();
      expect(html).toContain(`name="_token" value="${token}"`);
      expect(html).toContain('value="approve"');
      expect(html).toContain('value="decline"');
      expect((await sandboxPage('/payments/sandbox/MHR-2026-NOSUCHORDR')).res.status).toBe(404);
    });

    it('approving on the sandbox calls back signed, then returns the browser to the order page', async () => {
      const placed = await orders.placeOrder(coinOrder(userId, pack));
      const token = tokenOf((await sandboxPage(placed.url)).html);
      expect((await submit(placed.url, { decision: 'approve' })).status).toBe(419);
      expect((await orderByRef(server.db, placed.reference)).status).toBe('pending');

      const approved = await submit(placed.url, { decision: 'approve', _token: token });
      expect(approved.status).toBe(303);
      const back = new URL(approved.headers.get('location') ?? '', server.url);
      expect(back.pathname).toBe('/payments/senangpay/return');
      expect(back.searchParams.get('status_id')).toBe('1');
      expect(back.searchParams.get('order_id')).toBe(placed.reference);
      expect(back.searchParams.get('hash')).toMatch(/^[0-9a-f]{64}$/);
      expect((await orderByRef(server.db, placed.reference)).status).toBe('paid');

      const landed = await fetch(back, { redirect: 'manual' });
      expect(landed.status).toBe(302);
      expect(landed.headers.get('location')).toBe(`/orders/${placed.reference}`);
      const txs = await server.db
        .selectFrom('payment_transactions')
        .select('transaction_id')
        .where('order_id', '=', placed.id)
        .execute();
      expect(txs).toHaveLength(1);
    });

    it('declining on the sandbox fails the order', async () => {
      const placed = await orders.placeOrder(coinOrder(userId, pack));
      const token = tokenOf((await sandboxPage(placed.url)).html);
      const res = await submit(placed.url, { decision: 'decline', _token: token });
      expect(res.status).toBe(303);
      expect((await orderByRef(server.db, placed.reference)).status).toBe('failed');
      const again = await sandboxPage(placed.url);
      expect(again.html).not.toContain('value="approve"');
    });

    it('a paid recurring order whose period is due can be renewed from the sandbox, once', async () => {
      const placed = await orders.placeOrder({
        ...coinOrder(userId, pack),
        type: 'subscription',
        method: 'senangpay_recurring',
        recurringId: 'REC-SB',
      });
      const token = tokenOf((await sandboxPage(placed.url)).html);
      await submit(placed.url, { decision: 'approve', _token: token });
      const first = await orderByRef(server.db, placed.reference);
      expect(first).toMatchObject({ status: 'paid', recurring_status: 'active' });
      // A month early there is nothing to renew.
      expect((await sandboxPage(placed.url)).html).not.toContain('value="renew"');
      await submit(placed.url, { decision: 'renew', _token: token });
      expect((await orderByRef(server.db, placed.reference)).next_payment_date).toBe(first.next_payment_date);

      const today = malaysiaDay(new Date());
      await setNextPaymentDate(server.db, placed.id, today);
      expect((await sandboxPage(placed.url)).html).toContain('value="renew"');
      await submit(placed.url, { decision: 'renew', _token: token });
      await submit(placed.url, { decision: 'renew', _token: token });
      const renewed = await orderByRef(server.db, placed.reference);
      expect(renewed.next_payment_date).toBe(addMonthsToDay(today, 1));
    });

    it('the senangPay return applies a genuine result and ignores a forged one, always landing on the order', async () => {
      const placed = await orders.placeOrder(coinOrder(userId, pack));
      const fields = signCallback({
        status_id: '1',
        order_id: placed.reference,
        transaction_id: `RET-${placed.id}`,
        msg: 'Payment_was_successful',
      });
      const forged = new URLSearchParams({ ...fields, hash: '0'.repeat(64) });
      const f = await fetch(`${server.url}/payments/senangpay/return?${forged}`, { redirect: 'manual' });
      expect(f.headers.get('location')).toBe(`/orders/${placed.reference}`);
      expect((await orderByRef(server.db, placed.reference)).status).toBe('pending');
      const ok = await fetch(`${server.url}/payments/senangpay/return?${new URLSearchParams(fields)}`, {
        redirect: 'manual',
      });
      expect(ok.headers.get('location')).toBe(`/orders/${placed.reference}`);
      expect((await orderByRef(server.db, placed.reference)).status).toBe('paid');
      const unknown = await fetch(`${server.url}/payments/senangpay/return?order_id=nope`, {
        redirect: 'manual',
      });
      expect(unknown.headers.get('location')).toBe('/');
    });

    it('keeps CSRF on everything but the provider callbacks', async () => {
      const visitor = await clientFor(server.url);
      const res = await visitor.request(
        'POST',
        '/payments/sandbox/MHR-2026-NOSUCHORDR',
        { decision: 'approve' },
        {
          csrf: null,
        },
      );
      expect(res.status).toBe(419);
    });
  });

  describe('with PayPal configured', () => {
    beforeAll(async () => {
      if (!emulator.url) await emulator.start();
      const payPal = {
        PAYPAL_CLIENT_ID: emulator.clientId,
        PAYPAL_CLIENT_SECRET: emulator.clientSecret,
        PAYPAL_API_BASE: emulator.url,
        PAYPAL_WEBHOOK_ID: emulator.webhookId,
      };
      setPayPal(payPal);
      await start(payPal);
    });
    afterAll(async () => {
      await server.close();
      setPayPal(null);
      if (dialect === dialects().at(-1)) await emulator.close();
    });

    it('PayPal: approve link, capture on return, webhook replay and forgery change nothing', async () => {
      const placed = await orders.placeOrder(coinOrder(userId, pack, { method: 'paypal' }));
      expect(placed.url.startsWith(`${emulator.url}/checkoutnow?token=`)).toBe(true);
      const paypalId = new URL(placed.url).searchParams.get('token') ?? '';
      expect((await orderByRef(server.db, placed.reference)).provider_ref).toBe(paypalId);

      emulator.approve(paypalId);
      const back = await fetch(
        `${server.url}/payments/paypal/return?reference=${placed.reference}&token=${paypalId}&PayerID=B1`,
        { redirect: 'manual' },
      );
      expect(back.headers.get('location')).toBe(`/orders/${placed.reference}`);
      const paid = await orderByRef(server.db, placed.reference);
      expect(paid.status).toBe('paid');

      const hook = emulator.webhookFor(paypalId);
      const send = (body: unknown, headers = hook.headers) =>
        fetch(`${server.url}/payments/paypal/webhook`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await send(hook.body)).status).toBe(200);
      const forged = structuredClone(hook.body) as { resource: { amount: { value: string } } };
      forged.resource.amount.value = '0.01';
      expect((await send(forged)).status).toBe(400);
      await runnerFor(server).tick();
      const fulfilments = await server.db
        .selectFrom('fulfilments')
        .selectAll()
        .where('order_id', '=', placed.id)
        .execute();
      expect(fulfilments).toHaveLength(1);
      const txs = await server.db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('order_id', '=', placed.id)
        .execute();
      expect(txs.map((t) => [t.provider, t.outcome])).toEqual([['paypal', 'paid']]);
    });

    it('PayPal cancel leaves the order pending', async () => {
      const placed = await orders.placeOrder(coinOrder(userId, pack, { method: 'paypal' }));
      const res = await fetch(`${server.url}/payments/paypal/return?reference=${placed.reference}&cancel=1`, {
        redirect: 'manual',
      });
      expect(res.headers.get('location')).toBe(`/orders/${placed.reference}`);
      expect((await orderByRef(server.db, placed.reference)).status).toBe('pending');
    });
  });
});
