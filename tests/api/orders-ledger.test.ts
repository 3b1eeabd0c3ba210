import type { Db } from '@mahir/db';
import { balance, credit, debit, InsufficientBalanceError } from '@mahir/server/ledger/ledger.service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import { buyer, coinsOf, orderByRef, orderServiceFor } from './money-fixtures';

/** Sets a user's coin balance to exactly `amount` through the ledger. */
async function setCoins(db: Db, userId: number, amount: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const now = await balance(trx, userId, 'coins');
    if (now > 0) await debit(trx, { userId, currency: 'coins', amount: now, reason: 'test reset' });
    if (amount > 0) await credit(trx, { userId, currency: 'coins', amount, reason: 'test top-up' });
  });
}

async function entriesOf(db: Db, userId: number, sinceId: number) {
  return db
    .selectFrom('ledger_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('currency', '=', 'coin')
    .where('id', '>', sinceId)
    .orderBy('id')
    .execute();
}

async function lastEntryId(db: Db): Promise<number> {
  const row = await db.selectFrom('ledger_entries').select('id').orderBy('id', 'desc').executeTakeFirst();
  return row?.id ?? 0;
}

describe.each(dialects())('ledger and order placement on %s', (dialect) => {
  let server: TestServer;
  let userId: number;
  let courseId: number;
  let orders: ReturnType<typeof orderServiceFor>;

  const courseLine = (priceSen: number) => ({
    itemType: 'course' as const,
    itemId: courseId,
    name: 'Kursus ujian',
    unitPriceSen: priceSen,
    quantity: 1,
  });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await fetch(`${server.url}/healthz`);
    userId = await userIdOf(server.db, 'affiliate@demo.my');
    const course = await server.db.selectFrom('courses').select('id').orderBy('id').executeTakeFirstOrThrow();
    courseId = course.id;
    orders = orderServiceFor(server.db);
  });
  afterAll(() => server.close());

  it('200 concurrent debits against one balance never take it below zero', async () => {
    await setCoins(server.db, userId, 150);
    const since = await lastEntryId(server.db);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        server.db
          .transaction()
          .execute((trx) => debit(trx, { userId, currency: 'coins', amount: 1, reason: 'race' })),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason instanceof InsufficientBalanceError,
    );
    expect(ok).toHaveLength(150);
    expect(refused).toHaveLength(50);
    expect(await coinsOf(server.db, userId)).toBe(0);
    const entries = await entriesOf(server.db, userId, since);
    expect(entries).toHaveLength(150);
    expect(entries.every((e) => e.amount === -1 && e.balance_after >= 0)).toBe(true);
    expect(new Set(entries.map((e) => e.balance_after)).size).toBe(150);
  });

  it('200 concurrent coin checkouts spend exactly the balance and account for every coin', async () => {
    await setCoins(server.db, userId, 100);
    const since = await lastEntryId(server.db);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        orders.placeOrder({
          userId,
          type: 'cart',
          lines: [courseLine(100)],
          method: 'mahir-coins',
          coinsToSpend: 1,
          buyer,
        }),
      ),
    );
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(placed).toHaveLength(100);
    expect(placed.every((p) => p.status === 'paid' && p.totalSen === 0)).toBe(true);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(100);
    expect(await coinsOf(server.db, userId)).toBe(0);
    const entries = await entriesOf(server.db, userId, since);
    expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(-100);
    const spent = await server.db
      .selectFrom('orders')
      .select((eb) => eb.fn.sum<number>('coins_used').as('coins'))
      .where(
        'id',
        'in',
        placed.map((p) => p.id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(spent.coins)).toBe(100);
  });

  it('completes free and fully-coin orders without a provider, and writes order.paid', async () => {
    const free = await orders.placeOrder({
      userId,
      type: 'cart',
      lines: [courseLine(0)],
      method: 'free',
      buyer,
    });
    expect(free).toMatchObject({ status: 'paid', totalSen: 0, url: `/orders/${free.reference}` });
    await setCoins(server.db, userId, 10);
    const coins = await orders.placeOrder({
      userId,
      type: 'cart',
      lines: [courseLine(250)],
      method: 'senangpay',
      coinsToSpend: 10,
      buyer,
    });
    const row = await orderByRef(server.db, coins.reference);
    expect(row).toMatchObject({
      status: 'paid',
      coins_used: 3,
      grand_total: 0,
      payment_method: 'mahir-coins',
    });
    expect(await coinsOf(server.db, userId)).toBe(7);
    const events = await server.db
      .selectFrom('outbox')
      .select('payload')
      .where('topic', '=', 'order.paid')
      .where('payload', 'in', [JSON.stringify({ orderId: free.id }), JSON.stringify({ orderId: coins.id })])
      .execute();
    expect(events).toHaveLength(2);
  });

  it('computes totals on the server from the lines: discounts, quantities, coins, points', async () => {
    await setCoins(server.db, userId, 2);
    const placed = await orders.placeOrder({
      userId,
      type: 'merchandise',
      lines: [
        { ...courseLine(4000), quantity: 3, discountSen: 500 },
        { ...courseLine(1999), itemType: 'merchandise' },
      ],
      method: 'senangpay',
      coinsToSpend: 2,
      buyer: { ...buyer, address1: 'Jalan 1', postcode: '50000', city: 'Kuala Lumpur' },
    });
    const row = await orderByRef(server.db, placed.reference);
    expect(row).toMatchObject({ subtotal: 13_999, discount_total: 1500, coins_used: 2, grand_total: 12_299 });
    expect(placed.totalSen).toBe(12_299);
    const items = await server.db
      .selectFrom('order_items')
      .selectAll()
      .where('order_id', '=', placed.id)
      .execute();
    expect(items.map((i) => i.subtotal)).toEqual([10_500, 1999]);
  });

  it('refuses bad orders and leaves nothing behind', async () => {
    await setCoins(server.db, userId, 1);
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('orders')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const base = { userId, type: 'cart' as const, buyer, method: 'senangpay' as const };
    await expect(orders.placeOrder({ ...base, lines: [] })).rejects.toMatchObject({ status: 422 });
    await expect(orders.placeOrder({ ...base, lines: [courseLine(-5)] })).rejects.toMatchObject({
      status: 422,
    });
    await expect(orders.placeOrder({ ...base, lines: [courseLine(10.5)] })).rejects.toMatchObject({
      status: 422,
    });
    await expect(
      orders.placeOrder({ ...base, lines: [{ ...courseLine(100), quantity: 0 }] }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      orders.placeOrder({ ...base, lines: [{ ...courseLine(100), discountSen: 101 }] }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      orders.placeOrder({ ...base, lines: [courseLine(100)], method: 'free' }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      orders.placeOrder({ ...base, userId: null, lines: [courseLine(100)], coinsToSpend: 1 }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      orders.placeOrder({
        ...base,
        userId: null,
        lines: [{ ...courseLine(100), itemType: 'coin_pack' }],
      }),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      orders.placeOrder({ ...base, lines: [courseLine(1000)], coinsToSpend: 5 }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      orders.placeOrder({ ...base, lines: [courseLine(100)], resellerCode: 'NOPE' }),
    ).rejects.toMatchObject({
      status: 422,
      errors: { reseller_code: ['Reseller code is invalid'] },
    });
    expect(await count()).toBe(before);
    expect(await coinsOf(server.db, userId)).toBe(1);
  });
});
