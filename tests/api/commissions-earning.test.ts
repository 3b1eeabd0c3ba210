import { DEMO_RESELLER_CODES } from '@mahir/seed';
import { reverseOrderCommissions } from '@mahir/server/commissions/commission-earning';
import {
  AFFILIATE_COMMISSION_PERCENT,
  commissionOf,
  RESELLER_COMMISSION_PERCENT,
  splitSubCommission,
} from '@mahir/shared/rules/commission';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import {
  commissionsOf,
  earnOrderCommissions,
  entriesOfOrder,
  paidOrderFor,
  resellerByCode,
} from './commissions-fixtures';
import { userIdOf } from './learning-fixtures';
import { attributedCoinOrder, postCallback, runnerFor } from './money-fixtures';

describe.each(dialects())('commissions: earning from order.paid on %s', (dialect) => {
  let server: TestServer;
  let buyerId: number;
  let master: { id: number; rate_sub: number };
  let sub: { id: number };

  const setRateSub = (rate: number) =>
    server.db
      .updateTable('resellers')
      .set({ rate_sub: rate, rate: 100 - rate })
      .where('id', '=', master.id)
      .execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    buyerId = await userIdOf(server.db, 'student@demo.my');
    master = await resellerByCode(server.db, DEMO_RESELLER_CODES.reseller);
    sub = await resellerByCode(server.db, DEMO_RESELLER_CODES.subreseller);
  });
  afterAll(() => server.close());

  it('shows seeded commissions as earned ledger entries', async () => {
    const [commissions, earned] = await Promise.all([
      server.db
        .selectFrom('commissions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
      server.db
        .selectFrom('commission_entries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'earned')
        .where('commission_id', 'is not', null)
        .executeTakeFirstOrThrow(),
    ]);
    expect(Number(commissions.n)).toBeGreaterThan(0);
    expect(Number(earned.n)).toBe(Number(commissions.n));
  });

  it("earns the code owner's commission on a paid order through the sandbox callback, once on replay", async () => {
    const { pack, affiliate, placed, paid } = await attributedCoinOrder(
      server.db,
      buyerId,
      DEMO_RESELLER_CODES.reseller,
      'CM',
    );
    const runner = runnerFor(server);
    await postCallback(server.url, paid);
    await runner.tick();
    // A replayed callback and a replayed event earn nothing more.
    await postCallback(server.url, paid);
    await server.db
      .insertInto('outbox')
      .values({ topic: 'order.paid', payload: JSON.stringify({ orderId: placed.id }) })
      .execute();
    await runner.tick();
    await earnOrderCommissions(server.db, placed.id);

    const rows = await commissionsOf(server.db, placed.id);
    expect(rows.map((r) => [r.reseller_id, r.kind, r.amount_final, r.status])).toEqual([
      [master.id, 'direct', commissionOf(pack.price, RESELLER_COMMISSION_PERCENT), 'pending_payment'],
    ]);
    const affiliateRows = await server.db
      .selectFrom('affiliate_commissions')
      .selectAll()
      .where('order_id', '=', placed.id)
      .execute();
    expect(affiliateRows.map((r) => [r.affiliate_id, r.amount])).toEqual([
      [affiliate.id, commissionOf(pack.price, AFFILIATE_COMMISSION_PERCENT)],
    ]);
    const entries = await entriesOfOrder(server.db, placed.id);
    expect(entries.map((e) => [e.kind, e.beneficiary, e.amount])).toEqual([
      ['earned', 'reseller', rows[0]?.amount_final],
      ['earned', 'affiliate', affiliateRows[0]?.amount],
    ]);
  });

  it('splits a sub-reseller sale so the parts add up to the commission to the sen', async () => {
    for (const [total, rate] of [
      [10_000, 30],
      [10_001, 30],
      [333, 7],
      [99_999, 1],
      [12_345, 0],
      [7, 15],
    ] as const) {
      await setRateSub(rate);
      const orderId = await paidOrderFor(server.db, buyerId, total, sub.id);
      await earnOrderCommissions(server.db, orderId);
      const pool = commissionOf(total, RESELLER_COMMISSION_PERCENT);
      const split = splitSubCommission(pool, rate);
      const rows = await commissionsOf(server.db, orderId);
      const sum = rows.reduce((s, r) => s + r.amount_final, 0);
      expect(sum).toBe(pool);
      const subRow = rows.find((r) => r.reseller_id === sub.id);
      const masterRow = rows.find((r) => r.reseller_id === master.id);
      expect(subRow?.amount_final ?? 0).toBe(split.sub);
      expect(masterRow?.amount_final ?? 0).toBe(split.master);
      if (masterRow) expect(masterRow.kind).toBe('sub');
      const entries = await entriesOfOrder(server.db, orderId);
      expect(entries.reduce((s, e) => s + e.amount, 0)).toBe(pool);
    }
    await setRateSub(30);
  });

  it('earns exactly once under 100 parallel handler runs for one order, and once each for 100 orders', async () => {
    const orderId = await paidOrderFor(server.db, buyerId, 50_000, sub.id);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => earnOrderCommissions(server.db, orderId)),
    );
    // SQLite may refuse some writers with SQLITE_BUSY; the outbox retries those, and none may double-earn.
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    const rows = await commissionsOf(server.db, orderId);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((s, r) => s + r.amount_final, 0)).toBe(
      commissionOf(50_000, RESELLER_COMMISSION_PERCENT),
    );
    expect((await entriesOfOrder(server.db, orderId)).filter((e) => e.kind === 'earned')).toHaveLength(2);

    const ids: number[] = [];
    for (let i = 0; i < 100; i++) ids.push(await paidOrderFor(server.db, buyerId, 1_000 + i * 37, master.id));
    await Promise.allSettled([...ids, ...ids].map((id) => earnOrderCommissions(server.db, id)));
    for (const id of ids) await earnOrderCommissions(server.db, id);
    const all = await server.db
      .selectFrom('commissions')
      .select(['order_id', 'amount_final'])
      .where('order_id', 'in', ids)
      .execute();
    expect(all).toHaveLength(100);
    expect(new Set(all.map((r) => r.order_id)).size).toBe(100);
    const expected = ids.reduce(
      (s, _, i) => s + commissionOf(1_000 + i * 37, RESELLER_COMMISSION_PERCENT),
      0,
    );
    expect(all.reduce((s, r) => s + r.amount_final, 0)).toBe(expected);
  });

  it('reverses the unpaid commission of a refunded order with an entry of its own, once', async () => {
    const orderId = await paidOrderFor(server.db, buyerId, 20_000, sub.id);
    await earnOrderCommissions(server.db, orderId);
    const [first] = await commissionsOf(server.db, orderId);
    if (!first) throw new Error('no commission');
    // One of the two is already released: it stays paid.
    await server.db.updateTable('commissions').set({ status: 'paid' }).where('id', '=', first.id).execute();
    await server.db
      .insertInto('outbox')
      .values({ topic: 'order.refunded', payload: JSON.stringify({ orderId }) })
      .execute();
    await runnerFor(server).tick();
    expect(await reverseOrderCommissions(server.db, orderId, 'again')).toBe(0);
    const rows = await commissionsOf(server.db, orderId);
    expect(rows.map((r) => [r.id === first.id, r.status])).toEqual(
      rows.map((r) => [r.id === first.id, r.id === first.id ? 'paid' : 'reversed']),
    );
    const entries = await entriesOfOrder(server.db, orderId);
    const reversed = rows.find((r) => r.id !== first.id);
    expect(entries.map((e) => [e.commission_id, e.kind, e.amount])).toEqual([
      ...entries.filter((e) => e.kind === 'earned').map((e) => [e.commission_id, 'earned', e.amount]),
      [reversed?.id, 'reversed', -(reversed?.amount_final ?? 0)],
      // The paid one is noted, once, and keeps its amount.
      [first.id, 'reversal_skipped', 0],
    ]);
    // Replaying the payment afterwards earns nothing again.
    await earnOrderCommissions(server.db, orderId);
    expect(await commissionsOf(server.db, orderId)).toHaveLength(2);
  });
});
