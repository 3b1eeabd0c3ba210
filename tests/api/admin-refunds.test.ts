import type { AdminRefund } from '@mahir/shared/contract/admin-order.contract';
import { REFUND_MSG } from '@mahir/shared/refunds/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { theRow } from '../support/rows';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { type Answer, type OrderDetail, paidOrder } from './admin-orders-fixtures';
import { entriesOfOrder } from './commissions-fixtures';
import { userIdOf } from './learning-fixtures';
import { coinOrder, coinsOf, courseOrder, firstCoinPack, runnerFor } from './money-fixtures';

const M = REFUND_MSG.en;

describe.each(dialects())('admin refunds on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let student: TestClient;
  let tutor: TestClient;
  let visitor: TestClient;
  let buyerId: number;
  let courses: Array<{ id: number; title: string }>;
  let bankCode: string;
  let nextCourse = 0;

  const refund = (client: TestClient, reference: string, body: Record<string, unknown>) =>
    client.post<Answer<AdminRefund>>(`/ajax/v2/admin/orders/${reference}/refund`, body);
  const detail = async (reference: string) =>
    (await admin.get<OrderDetail>(`/ajax/v2/admin/orders/${reference}`)).body.data;
  const refundRows = (orderId: number) =>
    server.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).execute();
  /** A paid RM 10 course order of the student, through a reseller's code unless told otherwise. */
  const courseSale = (extra: { method?: 'senangpay' | 'paypal'; resellerCode?: string | null } = {}) => {
    const course = courses[nextCourse++ % courses.length];
    if (!course) throw new Error('no course');
    return paidOrder(server, {
      ...courseOrder(buyerId, course),
      method: extra.method ?? 'senangpay',
      resellerCode: extra.resellerCode === undefined ? 'RS0001' : extra.resellerCode,
    });
  };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [admin, student, tutor, visitor] = await demoClients(server.url, ['admin', 'student', 'tutor', null]);
    buyerId = await userIdOf(server.db, 'affiliate@demo.my');
    courses = await server.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('published_at', 'is not', null)
      .orderBy('id')
      .limit(40)
      .execute();
    bankCode = (await server.db.selectFrom('banks').select('code').orderBy('code').executeTakeFirstOrThrow())
      .code;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses everyone but admins and bad input, and changes nothing', async () => {
    const order = await courseSale();
    const good = { amount: 100, to: 'coins', reason: 'Tidak puas hati' };
    expect((await refund(visitor, order.order_no, good)).status).toBe(401);
    expect((await refund(student, order.order_no, good)).status).toBe(403);
    expect((await refund(tutor, order.order_no, good)).status).toBe(403);
    expect((await refund(admin, order.order_no, good)).status).toBe(200);
    const before = await refundRows(order.id);
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...good, amount: 0 }, M.amountNotPositive],
      [{ ...good, amount: -100 }, M.amountNotPositive],
      [{ ...good, amount: 1.5 }, 'amount'],
      [{ ...good, amount: 'sepuluh' }, 'amount'],
      [{ ...good, amount: undefined }, 'amount'],
      [{ ...good, amount: 150 }, M.coinsWholeRinggit],
      [{ ...good, amount: 1000 }, M.exceedsLeft(900)],
      [{ ...good, to: 'cash' }, M.destinationInvalid],
      [{ ...good, reason: '  ' }, M.reasonRequired],
      [{ ...good, reason: 'x'.repeat(600) }, 'reason'],
      [{ amount: 100, to: 'original', reason: 'FPX' }, M.bankDetailsRequired],
      [
        {
          amount: 100,
          to: 'original',
          reason: 'FPX',
          bank_name: 'NOPE',
          account_no: '1234567890',
          account_holder: 'A',
        },
        M.bankUnknown,
      ],
      [
        {
          amount: 100,
          to: 'original',
          reason: 'FPX',
          bank_name: bankCode,
          account_no: '=cmd',
          account_holder: 'A',
        },
        'account_no',
      ],
    ];
    for (const [body, expected] of bad) {
      const res = await refund(admin, order.order_no, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(expected);
    }
    expect((await refund(admin, 'MHR-2026-NOSUCHORDER', good)).status).toBe(404);
    expect(await refundRows(order.id)).toEqual(before);
    const row = await theRow(server.db, 'orders', ['refunded_total'], { id: order.id });
    expect(row.refunded_total).toBe(100);
  });

  it('refunds part to coins and the rest to the bank by hand; the order, ledger and commissions agree to the sen', async () => {
    const order = await courseSale();
    const entriesBefore = await entriesOfOrder(server.db, order.id);
    const earned = entriesBefore.filter((e) => e.kind === 'earned').reduce((s, e) => s + e.amount, 0);
    expect(earned).toBeGreaterThan(0);
    const coinsBefore = await coinsOf(server.db, buyerId);

    const part = await refund(admin, order.order_no, { amount: 400, to: 'coins', reason: 'Sebahagian' });
    expect(part.status).toBe(200);
    expect(part.body.data).toMatchObject({
      amount: 400,
      to: 'coins',
      method: 'coins',
      status: 'paid',
      coins: 4,
    });
    expect(part.body.data.number).toMatch(/^RF-\d{4}-\d{6,}$/);
    expect(part.body.message).toBe(M.refunded(400, part.body.data.number));
    expect(await coinsOf(server.db, buyerId)).toBe(coinsBefore + 4);
    const half = await entriesOfOrder(server.db, order.id);
    const reversedPart = half.filter((e) => e.kind === 'reversed').reduce((s, e) => s + e.amount, 0);
    expect(reversedPart).toBe(-Math.floor((earned * 400) / 1000));

    const noBank = await refund(admin, order.order_no, { amount: 600, to: 'original', reason: 'FPX' });
    expect(noBank.status).toBe(422);
    const rest = await refund(admin, order.order_no, {
      amount: 600,
      to: 'original',
      reason: 'Baki melalui FPX',
      bank_name: bankCode,
      account_no: '1234-5678-90',
      account_holder: 'Aminah Binti Ali',
    });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ amount: 600, to: 'original', method: 'bank', status: 'to_pay' });
    expect(rest.body.data.bank_payment_csv).toContain('1234-5678-90');
    expect(rest.body.data.bank_payment_csv).toContain('6.00');
    expect(rest.body.data.lines[0]).toMatchObject({ amount: 600 });

    const d = await detail(order.order_no);
    expect(d.refunds.map((r) => r.amount)).toEqual([400, 600]);
    expect(d.refundable).toEqual({ total: 0, original: 0 });
    expect(d.refunds.reduce((s, r) => s + r.amount, 0)).toBe(d.order.grand_total);
    const lineSums = d.refunds.flatMap((r) => r.lines).reduce((s, l) => s + l.amount, 0);
    expect(lineSums).toBe(d.order.grand_total);
    // The tax parts of the refunds add up to the tax of the whole line (8 % included in RM 10: 74 sen).
    expect(d.refunds.reduce((s, r) => s + r.tax, 0)).toBe(74);
    const all = await entriesOfOrder(server.db, order.id);
    expect(
      all.filter((e) => e.kind === 'earned' || e.kind === 'reversed').reduce((s, e) => s + e.amount, 0),
    ).toBe(0);
    const commissions = await server.db
      .selectFrom('commissions')
      .select('status')
      .where('order_id', '=', order.id)
      .execute();
    expect(commissions.every((c) => c.status === 'reversed')).toBe(true);
    const sub = await theRow(server.db, 'subscriptions', ['status', 'ended_at'], { order_id: order.id });
    expect(sub.status).toBe('cancelled');
    expect(sub.ended_at).not.toBeNull();
    expect(d.ledger.filter((e) => e.currency === 'coin' && e.amount === 4)).toHaveLength(1);

    const more = await refund(admin, order.order_no, { amount: 100, to: 'coins', reason: 'Lagi' });
    expect(more.status).toBe(422);
    expect(more.body.message).toBe(M.nothingLeft);

    // The bank transfer is made by hand; the admin marks the bank refund paid back, once.
    const bankNo = rest.body.data.number;
    const paidPath = (no: string) => `/ajax/v2/admin/orders/${order.order_no}/refunds/${no}/paid`;
    const statusOf = async () =>
      (await theRow(server.db, 'refunds', ['status', 'provider_ref', 'settled_at'], { number: bankNo }))
        .status;
    expect((await visitor.post(paidPath(bankNo), { bank_reference: 'IBG-1' })).status).toBe(401);
    expect((await student.post(paidPath(bankNo), { bank_reference: 'IBG-1' })).status).toBe(403);
    expect((await tutor.post(paidPath(bankNo), { bank_reference: 'IBG-1' })).status).toBe(403);
    for (const bad of [
      {},
      { bank_reference: '' },
      { bank_reference: '  ' },
      { bank_reference: 'x'.repeat(101) },
      { bank_reference: 'IBG-1', extra: 1 },
      { bank_reference: 12 },
    ]) {
      const res = await admin.post(paidPath(bankNo), bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await admin.post(paidPath('RF-0000-999999'), { bank_reference: 'IBG-1' })).status).toBe(404);
    expect(
      (
        await admin.post(`/ajax/v2/admin/orders/NO-SUCH-REF/refunds/${bankNo}/paid`, {
          bank_reference: 'IBG-1',
        })
      ).status,
    ).toBe(404);
    const coinsNo = d.refunds[0]?.number ?? '';
    const notBank = await admin.post(paidPath(coinsNo), { bank_reference: 'IBG-1' });
    expect(notBank.status).toBe(409);
    expect(notBank.body.message).toBe(M.notBankRefund);
    expect(await statusOf()).toBe('to_pay');

    const marked = await admin.post<{
      data: { status: string; provider_ref: string | null };
      message: string;
    }>(paidPath(bankNo), { bank_reference: 'IBG-20261129-001' });
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe(M.bankPaidBack(bankNo));
    expect(marked.body.data).toMatchObject({ status: 'paid', provider_ref: 'IBG-20261129-001' });
    const again = await admin.post(paidPath(bankNo), { bank_reference: 'IBG-2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.bankAlreadyPaidBack);
    const row = await theRow(server.db, 'refunds', ['status', 'provider_ref', 'settled_at', 'amount'], {
      number: bankNo,
    });
    expect(row).toMatchObject({ status: 'paid', provider_ref: 'IBG-20261129-001', amount: 600 });
    expect(row.settled_at).not.toBeNull();
    // Paying it back changes no money figure: the order's refunded total stays what it was.
    expect((await detail(order.order_no)).refunds.reduce((s, r) => s + r.amount, 0)).toBe(
      d.order.grand_total,
    );
    const outbox = await server.db
      .selectFrom('outbox')
      .select('payload')
      .where('topic', '=', 'refund.recorded')
      .execute();
    for (const r of d.refunds)
      expect(outbox.map((o) => o.payload)).toContain(JSON.stringify({ refund_id: r.id }));
  });

  it('releases the event seat and cancels the unsent parcel only on the refund that completes each line', async () => {
    const event = await server.db
      .selectFrom('events')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const merch = await server.db
      .selectFrom('merchandise')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const order = await paidOrder(server, {
      ...courseOrder(buyerId, { id: 0, title: '' }),
      lines: [
        { itemType: 'event', itemId: event.id, name: event.name, unitPriceSen: 1000, quantity: 1 },
        { itemType: 'merchandise', itemId: merch.id, name: merch.name, unitPriceSen: 1000, quantity: 1 },
      ],
    });
    const seat = () =>
      server.db.selectFrom('event_registrations').select('id').where('order_id', '=', order.id).execute();
    const parcel = async () =>
      (await theRow(server.db, 'shipments', ['status'], { order_id: order.id })).status;
    expect(await seat()).toHaveLength(1);
    expect(await parcel()).toBe('pending');
    const half = await refund(admin, order.order_no, { amount: 1000, to: 'coins', reason: 'Separuh' });
    expect(half.status).toBe(200);
    expect(half.body.data.lines.map((l) => l.amount)).toEqual([500, 500]);
    expect(await seat()).toHaveLength(1);
    expect(await parcel()).toBe('pending');
    const rest = await refund(admin, order.order_no, { amount: 1000, to: 'coins', reason: 'Baki' });
    expect(rest.status).toBe(200);
    expect(rest.body.data.lines).toEqual([
      expect.objectContaining({ amount: 500, seat_released: true }),
      expect.objectContaining({ amount: 500, shipment_cancelled: true }),
    ]);
    expect(await seat()).toHaveLength(0);
    expect(await parcel()).toBe('cancelled');
  });

  it('refunds a PayPal payment through the provider call (the sandbox standing in for it)', async () => {
    const order = await courseSale({ method: 'paypal', resellerCode: null });
    const res = await refund(admin, order.order_no, { amount: 250, to: 'original', reason: 'PayPal' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ method: 'sandbox', status: 'paid', amount: 250 });
    expect(res.body.data.provider_ref).toBe(`SBX-${res.body.data.number}`);
    expect((await detail(order.order_no)).refundable).toEqual({ total: 750, original: 750 });
  });

  it('takes back the coins a coin pack sold, and refuses to refund coins already spent', async () => {
    const pack = await firstCoinPack(server.db);
    const order = await paidOrder(server, coinOrder(buyerId, pack));
    const balance = await coinsOf(server.db, buyerId);
    // Spend all but 1 coin: only what those coins are worth may be refunded.
    await server.db.transaction().execute(async (trx) => {
      const { debit } = await import('@mahir/server/ledger/ledger.service');
      await debit(trx, { userId: buyerId, currency: 'coins', amount: balance - 1, reason: 'spent' });
    });
    const res = await refund(admin, order.order_no, { amount: pack.price, to: 'coins', reason: 'Semua' });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('spent');
    expect(await coinsOf(server.db, buyerId)).toBe(1);
    expect(await refundRows(order.id)).toEqual([]);
  });

  it('never refunds more than was paid under 100 parallel refunds', async () => {
    const order = await courseSale({ resellerCode: null });
    const coinsBefore = await coinsOf(server.db, buyerId);
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        refund(admin, order.order_no, { amount: 100, to: 'coins', reason: 'Serentak' }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    for (const r of results) expect([200, 409, 422]).toContain(r.status);
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThanOrEqual(10);
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(ok.length);
    const total = (await theRow(server.db, 'orders', ['refunded_total'], { id: order.id })).refunded_total;
    expect(total).toBe(ok.length * 100);
    expect(await coinsOf(server.db, buyerId)).toBe(coinsBefore + ok.length);
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    await runnerFor(server).tick();
  });
});
