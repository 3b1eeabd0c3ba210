import type { TaxReport } from '@mahir/shared';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { TAX_MSG } from '@mahir/shared/tax/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { userIdOf } from './learning-fixtures';
import { courseOrder, orderServiceFor, paidCallback, postCallback } from './money-fixtures';

interface CodesBody {
  data: {
    codes: Array<{
      item_type: string;
      type: string;
      rate_basis_points: number | null;
      exemption_reason: string | null;
      effective_rate_basis_points: number;
    }>;
    sst_rate_basis_points: number;
    registration_no: string | null;
  };
  message?: string;
  errors?: Record<string, string[]>;
}
interface ReportBody {
  data: TaxReport;
}
interface ReceiptBody {
  data: {
    order: {
      items: Array<{ charge: number; tax: number; tax_type: string | null; tax_rate_basis_points: number }>;
      tax: {
        total: number;
        by_rate: Array<{ type: string; tax: number; excluding_tax: number }>;
        registration_no: string | null;
      };
    };
  };
}

const REG = 'W10-1808-32000001';

describe.each(dialects())('tax: SST codes, order lines and the monthly report on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let student: TestClient;
  let visitor: TestClient;
  let studentId: number;
  const { month, year } = malaysiaYearMonth(new Date());

  const codes = (client: TestClient) => client.get<CodesBody>('/ajax/v2/admin/tax/codes');
  const save = (client: TestClient, body: unknown) =>
    client.post<CodesBody>('/ajax/v2/admin/tax/codes', body as Record<string, unknown>);
  const report = (client: TestClient) =>
    client.get<ReportBody>(`/ajax/v2/admin/tax/report?month=${month}&year=${year}`);

  /** Places and pays a RM 10 course order for the student; answers its reference. */
  async function paidCourseOrder(tx: string): Promise<string> {
    const course = await server.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('hashslug', '=', 'demo-video-course')
      .executeTakeFirstOrThrow();
    const placed = await orderServiceFor(server.db).placeOrder(courseOrder(studentId, course));
    expect((await postCallback(server.url, paidCallback(placed.reference, tx))).text).toBe('OK');
    return placed.reference;
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { env: { SST_REGISTRATION_NO: REG } });
    [admin, student, visitor] = await clientsFor(server.url, ['admin@demo.my', 'student@demo.my', null]);
    studentId = await userIdOf(server.db, 'student@demo.my');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('shows the default codes to admins only: service tax at SST_RATE, none on merchandise and coins', async () => {
    const res = await codes(admin);
    expect(res.status).toBe(200);
    expect(res.body.data.sst_rate_basis_points).toBe(800);
    expect(res.body.data.registration_no).toBe(REG);
    const by = Object.fromEntries(res.body.data.codes.map((c) => [c.item_type, c]));
    expect(by.course).toMatchObject({
      type: '02',
      rate_basis_points: null,
      effective_rate_basis_points: 800,
    });
    expect(by.merchandise).toMatchObject({ type: '06', effective_rate_basis_points: 0 });
    expect(by.coin_pack).toMatchObject({ type: '06', effective_rate_basis_points: 0 });
    expect((await codes(student)).status).toBe(403);
    expect((await codes(visitor)).status).toBe(401);
    expect((await report(student)).status).toBe(403);
    expect((await report(visitor)).status).toBe(401);
    expect((await student.get('/ajax/v2/admin/tax/report.pdf?month=1&year=2026')).status).toBe(403);
  });

  it('refuses bad codes with their reason and changes nothing', async () => {
    const before = (await codes(admin)).body.data;
    const bad: Array<[unknown, string | null]> = [
      [{ codes: [{ item_type: 'course', type: 'E' }] }, TAX_MSG.en.problem.exemption_reason],
      [{ codes: [{ item_type: 'course', type: '02', rate_basis_points: 20_000 }] }, TAX_MSG.en.problem.rate],
      [{ codes: [{ item_type: 'course', type: '02', rate_basis_points: 1.5 }] }, TAX_MSG.en.problem.rate],
      [{ codes: [{ item_type: 'course', type: 'XX' }] }, TAX_MSG.en.problem.type],
      [{ codes: [{ item_type: 'rocket', type: '02' }] }, null],
      [{ codes: [] }, null],
      [
        {
          codes: [
            { item_type: 'event', type: '02' },
            { item_type: 'event', type: '06' },
          ],
        },
        null,
      ],
      [{ codes: 'all' }, null],
    ];
    for (const [body, message] of bad) {
      const res = await save(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      if (message) expect(Object.values(res.body.errors ?? {}).flat()).toContain(message);
    }
    expect((await save(student, { codes: [{ item_type: 'course', type: '06' }] })).status).toBe(403);
    expect((await save(visitor, { codes: [{ item_type: 'course', type: '06' }] })).status).toBe(401);
    expect((await codes(admin)).body.data).toEqual(before);
  });

  it('stores each line’s tax in sen when the order is placed, and the receipt shows it with the registration no.', async () => {
    const reference = await paidCourseOrder('T-TAX-1');
    const line = await server.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select(['order_items.charge', 'order_items.tax', 'order_items.tax_type', 'order_items.tax_rate_bp'])
      .where('orders.order_no', '=', reference)
      .executeTakeFirstOrThrow();
    // RM 10.00 with 8 % inside: 1000 x 800 / 10800 = 74.07 -> 74 sen.
    expect(line).toEqual({ charge: 1000, tax: 74, tax_type: '02', tax_rate_bp: 800 });
    const receipt = await student.get<ReceiptBody>(`/ajax/v2/my-orders/${reference}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.data.order.items[0]).toMatchObject({ charge: 1000, tax: 74, tax_type: '02' });
    expect(receipt.body.data.order.tax).toEqual({
      total: 74,
      by_rate: [{ type: '02', rate_basis_points: 800, excluding_tax: 926, tax: 74 }],
      registration_no: REG,
    });
    const pdf = await student.request('GET', `/ajax/v2/my-orders/${reference}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
  });

  it('applies an admin’s new code to new orders only, and the monthly report adds up to the lines', async () => {
    const first = (await report(admin)).body.data;
    const saved = await save(admin, { codes: [{ item_type: 'course', type: '02', rate_basis_points: 600 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(TAX_MSG.en.codesSaved);
    expect(saved.body.data.codes.find((c) => c.item_type === 'course')?.effective_rate_basis_points).toBe(
      600,
    );
    const sixRef = await paidCourseOrder('T-TAX-2');
    const after = (await report(admin)).body.data;
    // RM 10.00 with 6 % inside: 1000 x 600 / 10600 = 56.6 -> 57 sen.
    const six = after.rows.find((r) => r.type === '02' && r.rate_basis_points === 600);
    expect(six).toEqual({
      type: '02',
      rate_basis_points: 600,
      lines: 1,
      charge: 1000,
      excluding_tax: 943,
      tax: 57,
      refunds: 0,
      refund_tax: 0,
      net_charge: 1000,
      net_excluding_tax: 943,
      net_tax: 57,
    });
    expect(after.totals.tax).toBe(first.totals.tax + 57);
    expect(after.orders).toBe(first.orders + 1);
    expect(after.totals.charge).toBe(after.rows.reduce((s, r) => s + r.charge, 0));
    expect(after.totals.excluding_tax + after.totals.tax).toBe(after.totals.charge);
    expect(after.registration_no).toBe(REG);
    const sums = await server.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .where('orders.status', '=', 'paid')
      .where('order_items.tax_type', 'is not', null)
      .select((eb) => eb.fn.sum<number>('order_items.tax').as('tax'))
      .executeTakeFirstOrThrow();
    expect(after.totals.tax).toBe(Number(sums.tax));

    // A refund made this month is subtracted this month, with the tax its credit note gives back.
    const refunded = await admin.post(`/ajax/v2/admin/orders/${sixRef}/refund`, {
      amount: 500,
      to: 'coins',
      reason: 'Tax report test',
    });
    expect(refunded.status).toBe(200);
    const refund = await server.db
      .selectFrom('refunds')
      .innerJoin('orders', 'orders.id', 'refunds.order_id')
      .select(['refunds.amount', 'refunds.tax'])
      .where('orders.order_no', '=', sixRef)
      .executeTakeFirstOrThrow();
    // RM 5.00 with 6 % inside: 500 x 600 / 10600 = 28.3 -> 28 sen.
    expect(refund).toEqual({ amount: 500, tax: 28 });
    const net = (await report(admin)).body.data;
    expect(net.rows.find((r) => r.type === '02' && r.rate_basis_points === 600)).toMatchObject({
      charge: 1000,
      tax: 57,
      refunds: 500,
      refund_tax: 28,
      net_charge: 500,
      net_tax: 29,
      net_excluding_tax: 471,
    });
    expect(net.refund_count).toBe(after.refund_count + 1);
    expect(net.totals.net_tax).toBe(net.totals.tax - net.totals.refund_tax);
    expect(net.totals.refund_tax).toBe(after.totals.refund_tax + 28);
    const pdf = await admin.request('GET', `/ajax/v2/admin/tax/report.pdf?month=${month}&year=${year}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect((await admin.get(`/ajax/v2/admin/tax/report?month=13&year=${year}`)).status).toBe(422);
    expect((await admin.get('/ajax/v2/admin/tax/report?month=1&year=abc')).status).toBe(422);
    await save(admin, { codes: [{ item_type: 'course', type: '02', rate_basis_points: null }] });
  });
});
