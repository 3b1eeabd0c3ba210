import { createServer, type Server } from 'node:net';
import type { Db } from '@mahir/db';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, clientsFor, type TestClient } from '../support/http-client';
import { PayPalEmulator } from '../support/paypal-emulator';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import {
  coinsOf,
  firstCoinPack,
  orderByRef,
  postCallback,
  signRecurring,
  TEST_SENANGPAY_SECRET,
} from './money-fixtures';

/** No PayPal unless a test configures it, whatever the run's environment holds. */
const NO_PAYPAL = { PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '', PAYPAL_WEBHOOK_ID: '' };
/** The coin checkout's cart. */
const COIN_CART_PATH = '/ajax/v2/mahir-coin/cart';
const REAL_SENANGPAY = { SENANGPAY_MERCHANT_ID: 'M-REAL-1', SENANGPAY_SECRET_KEY: TEST_SENANGPAY_SECRET };

/** Buys the first coin pack through the API as `client`; answers the order's reference. */
async function coinCheckout(db: Db, client: TestClient, method: 'senangpay' | 'paypal'): Promise<string> {
  const pack = await firstCoinPack(db);
  expect((await client.post('/ajax/v2/mahir-coin/add', { coin_package_id: pack.id })).status).toBe(200);
  const paid = await client.post<{ data: { url: string } }>('/ajax/v2/mahir-coin/payment', {
    payment_method: method,
  });
  expect(paid.status).toBe(200);
  const me = await client.get<{ data: { user: { email: string } } }>('/ajax/v2/auth/me');
  const order = await db
    .selectFrom('orders')
    .select('order_no')
    .where('user_id', '=', await userIdOf(db, me.body.data.user.email))
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return order.order_no;
}

/** The sandbox page's form post with the client's own CSRF token, as a browser sends it. */
function sandboxPost(client: TestClient, reference: string, decision: string) {
  return client.request(
    'POST',
    `/payments/sandbox/${reference}`,
    { decision, _token: client.csrf },
    { form: true, csrf: null },
  );
}

describe.each(
  dialects(),
)('payments: the sandbox stands in only where no provider is configured, on %s', (dialect) => {
  describe('with real senangPay keys and no PayPal', () => {
    let server: TestServer;
    let employee: TestClient;

    beforeAll(async () => {
      server = await startTestServer(dialect, { env: { ...REAL_SENANGPAY, ...NO_PAYPAL } });
      employee = await clientFor(server.url, 'employee@demo.my');
    });
    afterAll(() => server.close());

    it('PayPal is refused before any order exists: the sandbox never stands in beside a real provider', async () => {
      const userId = await userIdOf(server.db, 'employee@demo.my');
      const before = await coinsOf(server.db, userId);
      const pack = await firstCoinPack(server.db);
      expect((await employee.post('/ajax/v2/mahir-coin/add', { coin_package_id: pack.id })).status).toBe(200);
      const count = async () =>
        (await server.db.selectFrom('orders').select('id').where('user_id', '=', userId).execute()).length;
      const ordersBefore = await count();
      const refused = await employee.post('/ajax/v2/mahir-coin/payment', { payment_method: 'paypal' });
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain('This payment method is not available');
      expect(await count()).toBe(ordersBefore);
      expect(await coinsOf(server.db, userId)).toBe(before);
    });

    it('the checkout lists only the configured methods', async () => {
      const cart = await employee.get<{
        data: { payment_methods: string[]; offered_payment_methods: string[] };
      }>('/ajax/v2/cart');
      expect(cart.status).toBe(200);
      expect(cart.body.data.offered_payment_methods).toEqual(['senangpay', 'senangpay_recurring']);
      expect(cart.body.data.payment_methods).not.toContain('paypal');
      const pack = await firstCoinPack(server.db);
      expect((await employee.post('/ajax/v2/mahir-coin/add', { coin_package_id: pack.id })).status).toBe(200);
      const coins = await employee.get<{ data: { payment_methods: string[] } }>(COIN_CART_PATH);
      expect(coins.body.data.payment_methods).toEqual(['senangpay']);
    });

    it('a senangPay order cannot be approved, read or renewed on the sandbox page', async () => {
      const userId = await userIdOf(server.db, 'employee@demo.my');
      const before = await coinsOf(server.db, userId);
      const reference = await coinCheckout(server.db, employee, 'senangpay');
      expect((await employee.request('GET', `/payments/sandbox/${reference}`)).status).toBe(404);
      const approved = await sandboxPost(employee, reference, 'approve');
      expect(approved.status).toBe(404);
      expect((await orderByRef(server.db, reference)).status).toBe('pending');
      expect(await coinsOf(server.db, userId)).toBe(before);
      expect(
        await server.db
          .selectFrom('payment_transactions')
          .select('id')
          .where('order_id', '=', (await orderByRef(server.db, reference)).id)
          .execute(),
      ).toEqual([]);
    });

    it('a paid recurring order whose period is due cannot be renewed on the sandbox page', async () => {
      const reference = await coinCheckout(server.db, employee, 'senangpay');
      const order = await orderByRef(server.db, reference);
      const today = malaysiaDay(new Date());
      // Paid by senangPay's recurring API a month ago; today's period is due.
      await server.db
        .updateTable('orders')
        .set({
          status: 'paid',
          payment_method: 'senangpay_recurring',
          recurring_status: 'active',
          next_payment_date: today,
        })
        .where('id', '=', order.id)
        .execute();
      expect((await sandboxPost(employee, reference, 'renew')).status).toBe(404);
      expect((await orderByRef(server.db, reference)).next_payment_date).toBe(today);
      // senangPay's own signed renewal still works.
      const genuine = signRecurring({
        status_id: '1',
        order_id: reference,
        transaction_id: `GEN-${order.id}`,
        msg: 'Payment_was_successful',
      });
      expect(await postCallback(server.url, genuine)).toEqual({ status: 200, text: 'OK' });
      expect((await orderByRef(server.db, reference)).next_payment_date).not.toBe(today);
    });
  });

  describe('with PayPal configured and no senangPay', () => {
    const emulator = new PayPalEmulator();
    let server: TestServer;
    let student: TestClient;

    beforeAll(async () => {
      await emulator.start();
      server = await startTestServer(dialect, {
        env: {
          PAYPAL_CLIENT_ID: emulator.clientId,
          PAYPAL_CLIENT_SECRET: emulator.clientSecret,
          PAYPAL_API_BASE: emulator.url,
          PAYPAL_WEBHOOK_ID: emulator.webhookId,
          SENANGPAY_MERCHANT_ID: '',
        },
      });
      student = await clientFor(server.url, 'student@demo.my');
    });
    afterAll(async () => {
      await server.close();
      await emulator.close();
    });

    it('a PayPal order cannot be approved on the sandbox page, and unconfigured senangPay is refused', async () => {
      const paypal = await coinCheckout(server.db, student, 'paypal');
      expect((await student.request('GET', `/payments/sandbox/${paypal}`)).status).toBe(404);
      expect((await sandboxPost(student, paypal, 'approve')).status).toBe(404);
      expect((await orderByRef(server.db, paypal)).status).toBe('pending');

      // senangPay has no keys here: the sandbox must not stand in for it (that would be a free payment).
      const userId = await userIdOf(server.db, 'student@demo.my');
      const pack = await firstCoinPack(server.db);
      expect((await student.post('/ajax/v2/mahir-coin/add', { coin_package_id: pack.id })).status).toBe(200);
      const ordersBefore = await server.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      const refused = await student.post<{ errors: Record<string, string[]> }>(
        '/ajax/v2/mahir-coin/payment',
        {
          payment_method: 'senangpay',
        },
      );
      expect(refused.status).toBe(422);
      expect(JSON.stringify(refused.body)).toContain('This payment method is not available');
      const ordersAfter = await server.db
        .selectFrom('orders')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(ordersAfter.length).toBe(ordersBefore.length);
    });
  });

  describe('with no provider configured', () => {
    let server: TestServer;
    let student: TestClient;
    let parent: TestClient;
    let visitor: TestClient;

    beforeAll(async () => {
      server = await startTestServer(dialect, { env: { SENANGPAY_MERCHANT_ID: '', ...NO_PAYPAL } });
      [student, parent, visitor] = await clientsFor(server.url, ['student@demo.my', 'parent@demo.my', null]);
    });
    afterAll(() => server.close());

    it("serves the page only to the order's buyer: others read nothing and can neither approve nor decline", async () => {
      const reference = await coinCheckout(server.db, student, 'senangpay');
      const other = await parent.request('GET', `/payments/sandbox/${reference}`);
      expect(other.status).toBe(404);
      expect(await other.text()).not.toContain(reference);
      for (const decision of ['approve', 'decline', 'renew'])
        expect((await sandboxPost(parent, reference, decision)).status).toBe(404);
      expect((await orderByRef(server.db, reference)).status).toBe('pending');

      // A visitor is sent to log in, and cannot act either.
      const page = await visitor.request('GET', `/payments/sandbox/${reference}`);
      expect(page.status).toBe(302);
      expect(page.headers.get('location')).toBe(
        `/login?redirect=${encodeURIComponent(`/payments/sandbox/${reference}`)}`,
      );
      for (const decision of ['approve', 'decline'])
        expect((await sandboxPost(visitor, reference, decision)).status).toBe(404);
      expect((await orderByRef(server.db, reference)).status).toBe('pending');
      expect(
        await server.db
          .selectFrom('commissions')
          .select('id')
          .where('order_id', '=', (await orderByRef(server.db, reference)).id)
          .execute(),
      ).toEqual([]);

      // The buyer can.
      const mine = await student.request('GET', `/payments/sandbox/${reference}`);
      expect(mine.status).toBe(200);
      expect(await mine.text()).toContain(reference);
      expect((await sandboxPost(student, reference, 'decline')).status).toBe(303);
      expect((await orderByRef(server.db, reference)).status).toBe('failed');
    });

    it('answers 404 to references no order can have, on every payment path (never 500)', async () => {
      for (const bad of ['%00', 'MHR-2026-%00', '%E2%80%AE', 'a'.repeat(300), '..%2F..%2Fetc']) {
        expect((await student.request('GET', `/payments/sandbox/${bad}`)).status).toBe(404);
        expect((await sandboxPost(student, bad, 'approve')).status).toBe(404);
        expect((await visitor.request('GET', `/payments/sandbox/${bad}`)).status).toBe(404);
        const back = await fetch(`${server.url}/payments/senangpay/return?order_id=${bad}`, {
          redirect: 'manual',
        });
        expect(back.status).toBe(302);
        expect(back.headers.get('location')).toBe('/');
        const pp = await fetch(`${server.url}/payments/paypal/return?reference=${bad}&cancel=1`, {
          redirect: 'manual',
        });
        expect(pp.status).toBe(302);
      }
      // A signed callback naming such an order is an unknown order, not an error.
      const forged = signRecurring({
        status_id: '1',
        order_id: 'MHR\u0000X',
        transaction_id: 'NUL-1',
        msg: 'x',
      });
      expect((await postCallback(server.url, forged)).status).toBe(404);
    });
  });
});

describe.each(dialects())('payments: PayPal down or silent on %s', (dialect) => {
  let silent: Server;
  let silentUrl: string;
  let closedUrl: string;
  const sockets = new Set<import('node:net').Socket>();

  beforeAll(async () => {
    // A PayPal API that accepts connections and never answers.
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    silentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    // A port nothing listens on: the API is down.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closed = probe.address();
    closedUrl = `http://127.0.0.1:${typeof closed === 'object' && closed ? closed.port : 0}`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  for (const [what, base] of [
    ['down', () => closedUrl],
    ['silent', () => silentUrl],
  ] as const) {
    it(`with its API ${what}, the webhook and the return answer 503 with a clear message, within the timeout`, async () => {
      const server = await startTestServer(dialect, {
        env: {
          PAYPAL_CLIENT_ID: 'client',
          PAYPAL_CLIENT_SECRET: 'secret',
          PAYPAL_API_BASE: base(),
          PAYPAL_WEBHOOK_ID: 'WH-1',
          PAYMENT_PROVIDER_TIMEOUT_MS: '1500',
        },
      });
      try {
        const started = Date.now();
        const hook = await fetch(`${server.url}/payments/paypal/webhook`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'X' } }),
        });
        expect(hook.status).toBe(503);
        expect(await hook.text()).toMatch(/not reachable/);
        const back = await fetch(`${server.url}/payments/paypal/return?token=X`, { redirect: 'manual' });
        expect(back.status).toBe(503);
        expect(back.headers.get('retry-after')).toBe('60');
        expect(await back.text()).toMatch(/not reachable/);
        const student = await clientFor(server.url, 'student@demo.my');
        const pack = await firstCoinPack(server.db);
        await student.post('/ajax/v2/mahir-coin/add', { coin_package_id: pack.id });
        const placing = await student.post<{ message: string }>('/ajax/v2/mahir-coin/payment', {
          payment_method: 'paypal',
        });
        expect(placing.status).toBe(502);
        expect(placing.body.message).toMatch(/not reachable/);
        // Three provider calls, each bounded by the 1.5 s timeout.
        expect(Date.now() - started).toBeLessThan(15_000);
      } finally {
        await server.close();
      }
    });
  }
});
