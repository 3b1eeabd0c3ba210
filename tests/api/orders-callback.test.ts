import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import {
  coinOrder,
  coinsOf,
  firstCoinPack,
  forwardClock,
  orderByRef,
  orderServiceFor,
  postCallback,
  runnerFor,
  signCallback,
} from './money-fixtures';

describe.each(dialects())('orders: senangPay callback on %s', (dialect) => {
  let server: TestServer;
  let userId: number;
  let pack: { id: number; name: string; price: number; coins: number };
  let orders: ReturnType<typeof orderServiceFor>;
  const later = forwardClock();

  const place = async () => orders.placeOrder(coinOrder(userId, pack));
  const paidFields = (reference: string, transaction: string) =>
    signCallback({
      status_id: '1',
      order_id: reference,
      transaction_id: transaction,
      msg: 'Payment_was_successful',
    });
  const fulfilmentsOf = (orderId: number) =>
    server.db.selectFrom('fulfilments').selectAll().where('order_id', '=', orderId).execute();
  const transactionsOf = (orderId: number) =>
    server.db.selectFrom('payment_transactions').selectAll().where('order_id', '=', orderId).execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    userId = await userIdOf(server.db, 'student@demo.my');
    pack = await firstCoinPack(server.db);
    orders = orderServiceFor(server.db);
  });
  afterAll(() => server.close());

  it('places a pending order with a sandbox page and an expiry time', async () => {
    const placed = await place();
    expect(placed.status).toBe('pending');
    expect(placed.totalSen).toBe(pack.price);
    expect(placed.reference).toMatch(/^MHR-\d{4}-[0-9A-Z]{10}$/);
    expect(placed.url).toBe(`/payments/sandbox/${placed.reference}`);
    const row = await orderByRef(server.db, placed.reference);
    expect(row.status).toBe('pending');
    expect(Date.parse(row.expires_at ?? '') - Date.parse(row.created_at)).toBe(60 * 60_000);
  });

  it('a valid callback pays once, writes order.paid and fulfils once; a replay changes nothing', async () => {
    const placed = await place();
    const before = await coinsOf(server.db, userId);
    const form = paidFields(placed.reference, `T-${placed.id}`);
    const first = await postCallback(server.url, form);
    expect(first).toEqual({ status: 200, text: 'OK' });
    const paid = await orderByRef(server.db, placed.reference);
    expect(paid.status).toBe('paid');
    expect(paid.provider_ref).toBe(`T-${placed.id}`);
    const events = await server.db
      .selectFrom('outbox')
      .selectAll()
      .where('topic', '=', 'order.paid')
      .where('payload', '=', JSON.stringify({ orderId: placed.id }))
      .execute();
    expect(events).toHaveLength(1);

    const runner = runnerFor(server);
    await runner.tick();
    expect(await coinsOf(server.db, userId)).toBe(before + pack.coins);

    const replay = await postCallback(server.url, form);
    expect(replay).toEqual({ status: 200, text: 'OK' });
    await runner.tick();
    expect(await coinsOf(server.db, userId)).toBe(before + pack.coins);
    expect(await fulfilmentsOf(placed.id)).toHaveLength(1);
    expect(await transactionsOf(placed.id)).toHaveLength(1);
    // A second, different transaction for an already paid one-off order pays nothing more.
    await postCallback(server.url, paidFields(placed.reference, `T2-${placed.id}`));
    await runner.tick();
    expect(await coinsOf(server.db, userId)).toBe(before + pack.coins);
    const again = await server.db
      .selectFrom('outbox')
      .select('id')
      .where('topic', '=', 'order.paid')
      .where('payload', '=', JSON.stringify({ orderId: placed.id }))
      .execute();
    expect(again).toHaveLength(1);
  });

  it('a forged hash, a wrong key, an unknown order and a wrong amount pay nothing', async () => {
    const placed = await place();
    const good = paidFields(placed.reference, `F-${placed.id}`);
    const forged = { ...good, hash: good.hash?.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) ?? '' };
    expect((await postCallback(server.url, forged)).status).toBe(400);
    const wrongKey = signCallback(
      { status_id: '1', order_id: placed.reference, transaction_id: `K-${placed.id}`, msg: 'x' },
      'not-the-secret',
    );
    expect((await postCallback(server.url, wrongKey)).status).toBe(400);
    const tampered = { ...good, order_id: 'MHR-2026-NOSUCHORDR' };
    expect((await postCallback(server.url, tampered)).status).toBe(400);
    const unknown = signCallback({
      status_id: '1',
      order_id: 'MHR-2026-NOSUCHORDR',
      transaction_id: 'U1',
      msg: 'ok',
    });
    expect((await postCallback(server.url, unknown)).status).toBe(404);
    const wrongAmount = signCallback({
      status_id: '1',
      order_id: placed.reference,
      transaction_id: `A-${placed.id}`,
      msg: 'Payment_was_successful',
      amount: '0.01',
    });
    expect((await postCallback(server.url, wrongAmount)).status).toBe(409);
    const missing = { order_id: placed.reference, transaction_id: 'M1', msg: 'x', hash: good.hash ?? '' };
    expect((await postCallback(server.url, missing)).status).toBe(400);
    expect((await orderByRef(server.db, placed.reference)).status).toBe('pending');

    const rightAmount = signCallback({
      status_id: '1',
      order_id: placed.reference,
      transaction_id: `R-${placed.id}`,
      msg: 'Payment_was_successful',
      amount: (pack.price / 100).toFixed(2),
    });
    expect(await postCallback(server.url, rightAmount)).toEqual({ status: 200, text: 'OK' });
    expect((await orderByRef(server.db, placed.reference)).status).toBe('paid');
  });

  it('accepts a matching amount written in sen as well as in ringgit', async () => {
    const placed = await place();
    const inSen = signCallback({
      status_id: '1',
      order_id: placed.reference,
      transaction_id: `S-${placed.id}`,
      msg: 'Payment_was_successful',
      amount: String(pack.price),
    });
    expect(await postCallback(server.url, inSen)).toEqual({ status: 200, text: 'OK' });
    expect((await orderByRef(server.db, placed.reference)).status).toBe('paid');
  });

  it('a declined status fails the order, releases spent coins and pays nothing', async () => {
    const withCoins = await orders.placeOrder(
      coinOrder(userId, { ...pack, price: pack.price + 500 }, { coinsToSpend: 3 }),
    );
    const afterSpend = await coinsOf(server.db, userId);
    const declined = signCallback({
      status_id: '0',
      order_id: withCoins.reference,
      transaction_id: `D-${withCoins.id}`,
      msg: 'Payment_was_failed',
    });
    expect(await postCallback(server.url, declined)).toEqual({ status: 200, text: 'OK' });
    expect((await orderByRef(server.db, withCoins.reference)).status).toBe('failed');
    expect(await coinsOf(server.db, userId)).toBe(afterSpend + 3);
    // A later approval of the failed order changes nothing.
    await postCallback(server.url, paidFields(withCoins.reference, `D2-${withCoins.id}`));
    expect((await orderByRef(server.db, withCoins.reference)).status).toBe('failed');
    await runnerFor(server).tick();
    expect(await fulfilmentsOf(withCoins.id)).toHaveLength(0);
  });

  it('fulfils exactly once after a crash between payment and fulfilment', async () => {
    const placed = await place();
    const before = await coinsOf(server.db, userId);
    await postCallback(server.url, paidFields(placed.reference, `C-${placed.id}`));
    // The process "dies" here: no tick ran. A new runner (a restarted instance) picks the event up.
    const restarted = runnerFor(server, 'restarted');
    await restarted.tick();
    await restarted.tick();
    await runnerFor(server, 'another').tick();
    expect(await fulfilmentsOf(placed.id)).toHaveLength(1);
    expect(await coinsOf(server.db, userId)).toBe(before + pack.coins);
    const entries = await server.db
      .selectFrom('ledger_entries')
      .selectAll()
      .where('ref_type', '=', 'order')
      .where('ref_id', '=', placed.id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.balance_after).toBe(before + pack.coins);
  });

  it('two runners ticking at once fulfil a paid order once', async () => {
    const placed = await place();
    const before = await coinsOf(server.db, userId);
    await postCallback(server.url, paidFields(placed.reference, `P-${placed.id}`));
    await Promise.all([runnerFor(server, 'a').tick(), runnerFor(server, 'b').tick()]);
    expect(await fulfilmentsOf(placed.id)).toHaveLength(1);
    expect(await coinsOf(server.db, userId)).toBe(before + pack.coins);
  });

  it('expires unpaid orders after the TTL and gives back the coins they reserved', async () => {
    const placed = await orders.placeOrder(
      coinOrder(userId, { ...pack, price: pack.price + 700 }, { coinsToSpend: 2 }),
    );
    const afterSpend = await coinsOf(server.db, userId);
    const runner = runnerFor(server);
    await runner.tick({ now: new Date(Date.now() + 30 * 60_000) });
    expect((await orderByRef(server.db, placed.reference)).status).toBe('pending');
    const report = await runner.tick({ now: later() });
    expect(report.ran).toContain('order-expiry');
    expect((await orderByRef(server.db, placed.reference)).status).toBe('expired');
    expect(await coinsOf(server.db, userId)).toBe(afterSpend + 2);
    // A payment arriving after expiry is recorded but moves nothing.
    await postCallback(server.url, paidFields(placed.reference, `E-${placed.id}`));
    expect((await orderByRef(server.db, placed.reference)).status).toBe('expired');
    await runner.tick({ now: later() });
    expect(await coinsOf(server.db, userId)).toBe(afterSpend + 2);
  });
});
