import { createHash, createHmac } from 'node:crypto';
import type { Db } from '@mahir/db';
import { DEMO_ACCOUNTS, type DemoAccount } from '@mahir/seed';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../../support/http-client';
import { dialects, startTestServer, type TestServer } from '../../support/test-server';
import { userIdOf } from '../learning-fixtures';
import {
  coinOrder,
  firstCoinPack,
  orderByRef,
  orderServiceFor,
  postCallback,
  signCallback,
  signRecurring,
  TEST_SENANGPAY_SECRET,
} from '../money-fixtures';

let forgeries = 0;
const failures: string[] = [];
afterAll(() => {
  console.log(`payment-callback forgeries: ${forgeries}, failures: ${failures.length}`);
});

type Fields = Record<string, string>;

/** What a forgery must not move: the order, its events, its renewals, its payments and the buyer's coins. */
async function stateOf(db: Db, reference: string): Promise<string> {
  const order = await orderByRef(db, reference);
  const count = async (table: 'recurring_renewals' | 'fulfilments') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('order_id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const events = await db
    .selectFrom('outbox')
    .select('topic')
    .where('payload', 'like', `{"orderId":${order.id},%`)
    .execute();
  const wallet = await db
    .selectFrom('wallets')
    .select('coins')
    .where('user_id', '=', order.user_id ?? 0)
    .executeTakeFirst();
  return JSON.stringify({
    status: order.status,
    paid_at: order.paid_at,
    next: order.next_payment_date,
    recurring: order.recurring_status,
    renewals: await count('recurring_renewals'),
    fulfilments: await count('fulfilments'),
    events: events.map((e) => e.topic).sort(),
    coins: wallet?.coins ?? 0,
  });
}

/**
 * Runs one forgery: `attack` must answer without a 5xx and leave the order as it was (a refused message may
 * leave its receipt in payment_transactions; what it must not move is compared).
 */
async function forge(db: Db, label: string, reference: string, attack: () => Promise<number>) {
  forgeries += 1;
  const before = await stateOf(db, reference);
  let status: number;
  try {
    status = await attack();
  } catch (err) {
    failures.push(`${label}: ${String(err)}`);
    return;
  }
  const after = await stateOf(db, reference);
  if (status >= 500) failures.push(`${label}: answered ${status}`);
  if (after !== before) failures.push(`${label}: changed ${before} -> ${after}`);
}

const text = (status: string, order: string, tx: string, msg: string) => `${status}${order}${tx}${msg}`;

/** Hashes a forger might try instead of the provider's own schemes. */
function wrongSchemes(f: { status_id: string; order_id: string; transaction_id: string; msg: string }) {
  const t = text(f.status_id, f.order_id, f.transaction_id, f.msg);
  return {
    'HMAC with another key': createHmac('sha256', 'not-the-key').update(`not-the-key${t}`).digest('hex'),
    'SHA-256 without the key': createHash('sha256').update(t).digest('hex'),
    'HMAC without the key in the text': createHmac('sha256', TEST_SENANGPAY_SECRET).update(t).digest('hex'),
    'MD5 of key and fields (senangPay v1)': createHash('md5')
      .update(`${TEST_SENANGPAY_SECRET}${t}`)
      .digest('hex'),
    'SHA-256 with fields reordered': createHash('sha256')
      .update(`${TEST_SENANGPAY_SECRET}${f.order_id}${f.status_id}${f.transaction_id}${f.msg}`)
      .digest('hex'),
    'HMAC-SHA1': createHmac('sha1', TEST_SENANGPAY_SECRET)
      .update(`${TEST_SENANGPAY_SECRET}${t}`)
      .digest('hex'),
    'empty hash': '',
    'hash of zeros': '0'.repeat(64),
  };
}

describe.each(dialects())('payment-callback forgeries on %s', (dialect) => {
  let server: TestServer;
  let buyerId: number;
  let pack: Awaited<ReturnType<typeof firstCoinPack>>;
  let orders: ReturnType<typeof orderServiceFor>;

  beforeAll(async () => {
    server = await startTestServer(dialect, {
      env: { SENANGPAY_MERCHANT_ID: '', PAYPAL_CLIENT_ID: '', SENANGPAY_SECRET_KEY: TEST_SENANGPAY_SECRET },
    });
    buyerId = await userIdOf(server.db, DEMO_ACCOUNTS.student);
    pack = await firstCoinPack(server.db);
    orders = orderServiceFor(server.db);
  });
  afterAll(() => server.close());

  const callback = (fields: Fields) => postCallback(server.url, fields).then((r) => r.status);
  const browserReturn = (fields: Fields) =>
    fetch(`${server.url}/payments/senangpay/return?${new URLSearchParams(fields)}`, {
      redirect: 'manual',
    }).then((r) => r.status);

  it('no forged, replayed or re-cut message pays, fails or renews an order', async () => {
    const pending = await orders.placeOrder(coinOrder(buyerId, pack));
    const other = await orders.placeOrder(coinOrder(buyerId, pack));
    const base = {
      status_id: '1',
      order_id: pending.reference,
      transaction_id: `F-${pending.id}`,
      msg: 'Payment_was_successful',
    };

    for (const [scheme, hash] of Object.entries(wrongSchemes(base))) {
      await forge(server.db, `callback, ${scheme}`, pending.reference, () => callback({ ...base, hash }));
      await forge(server.db, `return, ${scheme}`, pending.reference, () => browserReturn({ ...base, hash }));
    }
    // A genuine message for one order does not pay another, whatever field the reference is moved into.
    const genuineOther = signCallback({
      ...base,
      order_id: other.reference,
      transaction_id: `G-${other.id}`,
    });
    await forge(server.db, "another order's hash", pending.reference, () =>
      callback({ ...genuineOther, order_id: pending.reference }),
    );
    const tail = other.reference.slice(-1);
    await forge(server.db, 'reference cut into transaction_id', other.reference, () =>
      callback({
        ...genuineOther,
        order_id: other.reference.slice(0, -1),
        transaction_id: `${tail}${genuineOther.transaction_id}`,
      }),
    );
    await forge(server.db, 'status moved into the reference', pending.reference, () =>
      callback({
        ...signCallback({ ...base, status_id: '0' }),
        status_id: '01',
        order_id: pending.reference.slice(1),
      }),
    );
    // The amount is not signed: a genuine message with another amount pays nothing.
    for (const amount of ['0.01', '1', '-5', '99999999', 'abc']) {
      const signed = signCallback({ ...base, transaction_id: `A${amount}-${pending.id}`, amount });
      await forge(server.db, `amount ${amount}`, pending.reference, () => callback(signed));
    }
    // Provider-shaped garbage.
    for (const [label, fields] of [
      ['no fields', {}],
      ['no hash', { ...base }],
      ['NUL in the reference', { ...signCallback({ ...base, order_id: `${pending.reference}\u0000` }) }],
      ['huge transaction id', { ...base, transaction_id: 'x'.repeat(100_000), hash: '0'.repeat(64) }],
    ] as const)
      await forge(server.db, label, pending.reference, () => callback(fields as Fields));

    // A genuine payment pays once; its replays, re-cut or re-cased, change nothing more.
    const genuine = signCallback(base);
    expect(await callback(genuine)).toBe(200);
    expect((await orderByRef(server.db, pending.reference)).status).toBe('paid');
    await forge(server.db, 'replay', pending.reference, () => callback(genuine));
    await forge(server.db, 'replay as browser return', pending.reference, () => browserReturn(genuine));
    await forge(server.db, 'replay with the hash in capitals', pending.reference, () =>
      callback({ ...genuine, hash: genuine.hash?.toUpperCase() ?? '' }),
    );
    for (let cut = 1; cut <= 8; cut++) {
      const joined = `${base.transaction_id}${base.msg}`;
      const at = base.transaction_id.length + cut;
      await forge(server.db, `replay re-cut by ${cut}`, pending.reference, () =>
        callback({ ...genuine, transaction_id: joined.slice(0, at), msg: joined.slice(at) }),
      );
    }
    // A decline after payment does not undo it.
    await forge(server.db, 'decline after payment', pending.reference, () =>
      callback(signCallback({ ...base, status_id: '0', transaction_id: `D-${pending.id}` })),
    );
    expect(failures).toEqual([]);
  });

  it('one genuine recurring renewal renews one billing period, however it is replayed or re-cut', async () => {
    const placed = await orders.placeOrder({
      ...coinOrder(buyerId, pack),
      type: 'subscription',
      method: 'senangpay_recurring',
      recurringId: 'REC-FORGE',
    });
    const first = signRecurring({
      status_id: '1',
      order_id: placed.reference,
      transaction_id: `SBMW${placed.id}4E3FP`,
      msg: 'Payment_was_successful',
    });
    expect(await callback(first)).toBe(200);
    // A month early: no renewal, however it is sent.
    await forge(server.db, 'renewal before it is due', placed.reference, () =>
      callback(
        signRecurring({
          status_id: '1',
          order_id: placed.reference,
          transaction_id: `E-${placed.id}`,
          msg: 'x',
        }),
      ),
    );
    await server.db
      .updateTable('orders')
      .set({ next_payment_date: malaysiaDay(new Date()) })
      .where('id', '=', placed.id)
      .execute();
    const renewal = signRecurring({
      status_id: '1',
      order_id: placed.reference,
      transaction_id: `SBMW${placed.id}4E3FQ`,
      msg: 'Payment_was_successful',
    });
    expect(await callback(renewal)).toBe(200);
    // The attack: characters moved between transaction_id and msg, ~40 times.
    const joined = `${renewal.transaction_id}${renewal.msg}`;
    const start = (renewal.transaction_id ?? '').length;
    for (let at = start - 5; at <= start + 35; at++)
      await forge(server.db, `renewal re-cut at ${at}`, placed.reference, () =>
        callback({ ...renewal, transaction_id: joined.slice(0, at), msg: joined.slice(at) }),
      );
    await forge(server.db, 'renewal with a new id in the same period', placed.reference, () =>
      callback(
        signRecurring({
          status_id: '1',
          order_id: placed.reference,
          transaction_id: `N-${placed.id}`,
          msg: 'ok',
        }),
      ),
    );
    await forge(server.db, 'one-off scheme as a renewal', placed.reference, () =>
      callback(
        signCallback({
          status_id: '1',
          order_id: placed.reference,
          transaction_id: `H-${placed.id}`,
          msg: 'ok',
        }),
      ),
    );
    const fresh = { status_id: '1', order_id: placed.reference, transaction_id: `W-${placed.id}`, msg: 'ok' };
    for (const [scheme, hash] of Object.entries(wrongSchemes(fresh)))
      await forge(server.db, `renewal, ${scheme}`, placed.reference, () => callback({ ...fresh, hash }));
    const periods = await server.db
      .selectFrom('recurring_renewals')
      .select('period_start')
      .where('order_id', '=', placed.id)
      .execute();
    expect(periods).toHaveLength(1);
    expect(failures).toEqual([]);
  });
});

describe.each(dialects())('sandbox forgeries on %s', (dialect) => {
  let real: TestServer;
  let sandbox: TestServer;

  beforeAll(async () => {
    [real, sandbox] = await Promise.all([
      startTestServer(dialect, {
        env: {
          SENANGPAY_MERCHANT_ID: 'M-REAL',
          SENANGPAY_SECRET_KEY: TEST_SENANGPAY_SECRET,
          PAYPAL_CLIENT_ID: '',
        },
      }),
      startTestServer(dialect, { env: { SENANGPAY_MERCHANT_ID: '', PAYPAL_CLIENT_ID: '' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([real.close(), sandbox.close()]);
  });

  /** The sandbox page's form post with the client's own CSRF token. */
  const act = (client: TestClient, reference: string, decision: string) =>
    client
      .request(
        'POST',
        `/payments/sandbox/${reference}`,
        { decision, _token: client.csrf },
        { form: true, csrf: null },
      )
      .then((r) => r.status);
  const look = (client: TestClient, reference: string) =>
    client.request('GET', `/payments/sandbox/${reference}`).then(async (r) => {
      // Reading another's order is a forgery too: its reference must not appear.
      if (r.status === 200 && (await r.text()).includes(reference)) return 599;
      return r.status;
    });

  it('with real senangPay keys the sandbox takes no payment and renews nothing', async () => {
    const owner = await clientFor(real.url, DEMO_ACCOUNTS.employee);
    const pack = await firstCoinPack(real.db);
    await owner.post('/ajax/v2/mahir-coin/add', { coin_package_id: pack.id });
    const paid = await owner.post<{ data: { url: string } }>('/ajax/v2/mahir-coin/payment', {
      payment_method: 'senangpay',
    });
    const reference = new URL(paid.body.data.url).searchParams.get('order_id') ?? '';
    expect(reference).toMatch(/^MHR-/);
    for (const decision of ['approve', 'decline', 'renew', 'APPROVE', ''])
      await forge(real.db, `sandbox ${decision || '(none)'} with real keys`, reference, () =>
        act(owner, reference, decision),
      );
    await forge(real.db, 'sandbox page with real keys', reference, async () => {
      const status = await look(owner, reference);
      return status === 200 ? 599 : status;
    });
    // The same for a paid recurring order whose period is due.
    await real.db
      .updateTable('orders')
      .set({
        status: 'paid',
        payment_method: 'senangpay_recurring',
        recurring_status: 'active',
        next_payment_date: malaysiaDay(new Date()),
      })
      .where('order_no', '=', reference)
      .execute();
    await forge(real.db, 'sandbox renew of a due order with real keys', reference, () =>
      act(owner, reference, 'renew'),
    );
    expect(failures).toEqual([]);
  });

  it("the sandbox serves only the order's buyer: nobody else reads, approves, declines or renews it", async () => {
    const owner = await clientFor(sandbox.url, DEMO_ACCOUNTS.student);
    const pack = await firstCoinPack(sandbox.db);
    await owner.post('/ajax/v2/mahir-coin/add', { coin_package_id: pack.id });
    const paid = await owner.post<{ data: { url: string } }>('/ajax/v2/mahir-coin/payment', {
      payment_method: 'senangpay',
    });
    const reference = decodeURIComponent(paid.body.data.url.split('/').pop() ?? '');
    const others: Array<[string, TestClient]> = [['visitor', await clientFor(sandbox.url)]];
    for (const role of Object.keys(DEMO_ACCOUNTS) as DemoAccount[])
      if (role !== 'student') others.push([role, await clientFor(sandbox.url, DEMO_ACCOUNTS[role])]);
    for (const [who, client] of others) {
      await forge(sandbox.db, `${who} reads another's sandbox page`, reference, () =>
        look(client, reference),
      );
      for (const decision of ['approve', 'decline', 'renew'])
        await forge(sandbox.db, `${who} ${decision}s another's order`, reference, () =>
          act(client, reference, decision),
        );
    }
    expect((await orderByRef(sandbox.db, reference)).status).toBe('pending');
    expect(failures).toEqual([]);
  });
});
