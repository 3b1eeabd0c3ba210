import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { type Answer, type OrderDetail, type OrderPage, paidOrder } from './admin-orders-fixtures';
import { userIdOf } from './learning-fixtures';
import { coinOrder, firstCoinPack, orderServiceFor } from './money-fixtures';

describe.each(dialects())('admin orders on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let student: TestClient;
  let tutor: TestClient;
  let visitor: TestClient;
  let paid: { id: number; order_no: string; email: string | null; created_at: string };
  let pending: { reference: string };

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [admin, student, tutor, visitor] = await demoClients(server.url, ['admin', 'student', 'tutor', null]);
    const userId = await userIdOf(server.db, 'student@demo.my');
    const pack = await firstCoinPack(server.db);
    paid = await paidOrder(
      server,
      coinOrder(userId, pack, {
        buyer: { name: 'Siti Carian', email: 'siti.carian@example.my', phone_no: '0123456789' },
      }),
    );
    pending = await orderServiceFor(server.db).placeOrder(coinOrder(userId, pack));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses everyone but admins, and changes nothing', async () => {
    const ref = paid.order_no;
    expect((await visitor.get('/ajax/v2/admin/orders')).status).toBe(401);
    expect((await visitor.get(`/ajax/v2/admin/orders/${ref}`)).status).toBe(401);
    for (const client of [student, tutor]) {
      expect((await client.get('/ajax/v2/admin/orders')).status).toBe(403);
      expect((await client.get(`/ajax/v2/admin/orders/${ref}`)).status).toBe(403);
      expect((await client.post(`/ajax/v2/admin/orders/${ref}/resend-receipt`)).status).toBe(403);
    }
    const mails = await server.db.selectFrom('mails').select('id').execute();
    expect((await visitor.post(`/ajax/v2/admin/orders/${ref}/resend-receipt`)).status).toBe(401);
    expect(await server.db.selectFrom('mails').select('id').execute()).toHaveLength(mails.length);
  });

  it('searches by reference, buyer, status and Malaysia date', async () => {
    const byRef = await admin.get<OrderPage>(`/ajax/v2/admin/orders?q=${paid.order_no}`);
    expect(byRef.status).toBe(200);
    expect(byRef.body.data.data.map((o) => o.reference)).toEqual([paid.order_no]);
    const byBuyer = await admin.get<OrderPage>('/ajax/v2/admin/orders?q=SITI.CARIAN');
    expect(byBuyer.body.data.data.map((o) => o.reference)).toContain(paid.order_no);
    expect(byBuyer.body.data.data.every((o) => o.buyer_email === 'siti.carian@example.my')).toBe(true);
    const pendingOnly = await admin.get<OrderPage>('/ajax/v2/admin/orders?status=pending&per_page=100');
    expect(pendingOnly.body.data.data.every((o) => o.status === 'pending')).toBe(true);
    expect(pendingOnly.body.data.data.map((o) => o.reference)).toContain(pending.reference);
    const day = malaysiaDay(paid.created_at);
    const onDay = await admin.get<OrderPage>(
      `/ajax/v2/admin/orders?from=${day}&to=${day}&q=${paid.order_no}`,
    );
    expect(onDay.body.data.total).toBe(1);
    const before = await admin.get<OrderPage>(`/ajax/v2/admin/orders?to=2001-01-01&q=${paid.order_no}`);
    expect(before.body.data.total).toBe(0);
    const all = await admin.get<OrderPage>('/ajax/v2/admin/orders?page=1');
    expect(all.body.data.total).toBeGreaterThan(2);
    const times = all.body.data.data.map((o) => o.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses bad search input with 422', async () => {
    for (const q of [
      'page=0',
      'page=x',
      'status=lost',
      'from=2026-13',
      'per_page=1000',
      `q=${'x'.repeat(200)}`,
    ])
      expect((await admin.get(`/ajax/v2/admin/orders?${q}`)).status, q).toBe(422);
  });

  it('opens an order with its lines, payments, ledger entries and receipt mail', async () => {
    const res = await admin.get<OrderDetail>(`/ajax/v2/admin/orders/${paid.order_no}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.order.reference).toBe(paid.order_no);
    expect(d.order.items).toHaveLength(1);
    expect(d.payments).toEqual([expect.objectContaining({ status: 'paid', amount: d.order.grand_total })]);
    expect(d.ledger.some((e) => e.currency === 'coin' && e.amount > 0)).toBe(true);
    expect(d.mails.map((m) => m.template)).toContain('receipt');
    expect(d.refunds).toEqual([]);
    expect(d.refundable).toEqual({ total: d.order.grand_total, original: d.order.grand_total });
    expect((await admin.get('/ajax/v2/admin/orders/MHR-2026-NOSUCHORDER')).status).toBe(404);
    expect((await admin.get(`/ajax/v2/admin/orders/${'x'.repeat(80)}`)).status).toBe(422);
  });

  it('resends the receipt as a new mail, and refuses an unpaid order', async () => {
    const res = await admin.post<Answer<{ id: number }>>(
      `/ajax/v2/admin/orders/${paid.order_no}/resend-receipt`,
    );
    expect(res.status).toBe(200);
    const copy = await server.db
      .selectFrom('mails')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(copy.template).toBe('receipt');
    expect(copy.idempotency_key).toMatch(new RegExp(`^receipt:order:${paid.id}:resend:`));
    const detail = await admin.get<OrderDetail>(`/ajax/v2/admin/orders/${paid.order_no}`);
    expect(detail.body.data.mails.filter((m) => m.template === 'receipt')).toHaveLength(2);
    const unpaid = await admin.post(`/ajax/v2/admin/orders/${pending.reference}/resend-receipt`);
    expect(unpaid.status).toBe(409);
    expect((await admin.post('/ajax/v2/admin/orders/MHR-2026-NOSUCHORDER/resend-receipt')).status).toBe(404);
  });
});
