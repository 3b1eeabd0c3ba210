import { ORDER_TEXT } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

interface ListBody {
  data: {
    data: Array<{
      reference: string;
      status: string;
      grand_total: number;
      items: Array<{ name: string; subtotal: number }>;
    }>;
    total: number;
    per_page: number;
    last_page: number;
  };
}
interface ReceiptBody {
  data: {
    order: {
      reference: string;
      status: string;
      created_at: string;
      payment_method: string | null;
      provider_reference: string | null;
      subtotal: number;
      discount_total: number;
      grand_total: number;
      items: Array<{ name: string; quantity: number; subtotal: number }>;
      buyer: { name: string | null; email: string | null };
    };
  };
  message?: string;
}

describe.each(dialects())('my orders and receipts on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let parent: TestClient;
  let student: TestClient;
  let parentId: number;

  const ordersOf = (userId: number) =>
    server.db
      .selectFrom('orders')
      .select(['id', 'order_no', 'grand_total', 'status'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, parent, student] = await clientsFor(server.url, [null, 'parent@demo.my', 'student@demo.my']);
    parentId = await userIdOf(server.db, 'parent@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks visitors to log in', async () => {
    expect((await visitor.get('/ajax/v2/my-orders')).status).toBe(401);
    const own = (await ordersOf(parentId))[0];
    expect((await visitor.get(`/ajax/v2/my-orders/${own?.order_no}`)).status).toBe(401);
    expect((await visitor.get(`/ajax/v2/my-orders/${own?.order_no}/receipt.pdf`)).status).toBe(401);
  });

  it('lists every order of the user, newest first, with status and items', async () => {
    const expected = await ordersOf(parentId);
    expect(expected.length).toBeGreaterThan(0);
    const res = await parent.get<ListBody>('/ajax/v2/my-orders');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(expected.length);
    expect(res.body.data.data.map((o) => o.reference)).toEqual(
      expected.slice(0, res.body.data.per_page).map((o) => o.order_no),
    );
    for (const order of res.body.data.data) expect(order.items.length).toBeGreaterThan(0);
    expect((await parent.get('/ajax/v2/my-orders?page=0')).status).toBe(422);
  });

  it('shows a receipt with the order number, items, amounts and payment', async () => {
    const [own] = await ordersOf(parentId);
    if (!own) throw new Error('parent has no order');
    const res = await parent.get<ReceiptBody>(`/ajax/v2/my-orders/${own.order_no}`);
    expect(res.status).toBe(200);
    const receipt = res.body.data.order;
    expect(receipt.reference).toBe(own.order_no);
    expect(receipt.grand_total).toBe(own.grand_total);
    expect(receipt.items.reduce((s, i) => s + i.subtotal, 0)).toBe(receipt.subtotal - receipt.discount_total);
    expect(receipt.buyer.email).not.toBeNull();
  });

  it('never shows a user another user’s order, as if it did not exist', async () => {
    const [own] = await ordersOf(parentId);
    const res = await student.get<ReceiptBody>(`/ajax/v2/my-orders/${own?.order_no}`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(ORDER_TEXT.notFound);
    expect((await student.get(`/ajax/v2/my-orders/${own?.order_no}/receipt.pdf`)).status).toBe(404);
    expect((await parent.get('/ajax/v2/my-orders/MHR-0000-NOSUCHORDER')).status).toBe(404);
  });

  it('downloads the receipt as a PDF', async () => {
    const [own] = await ordersOf(parentId);
    const res = await parent.request('GET', `/ajax/v2/my-orders/${own?.order_no}/receipt.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`receipt-${own?.order_no}.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
