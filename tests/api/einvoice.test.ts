import type { Db } from '@mahir/db';
import { DEMO_ORDER_NO } from '@mahir/seed';
import { consolidateMonth } from '@mahir/server/einvoice/consolidation';
import { issueRefundCreditNote } from '@mahir/server/einvoice/credit-note';
import { EINVOICE_TEXT } from '@mahir/shared';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { readPdf } from '../support/pdf-text';
import { theRow } from '../support/rows';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { EINVOICE_BUYER } from './einvoice-fixtures';
import { runnerFor } from './money-fixtures';

interface Answer<T> {
  data: T;
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
}
interface View {
  kind: string;
  code_number: string;
  status: string;
  uuid: string | null;
  validation_link: string | null;
  qr: string | null;
}
interface Row extends Omit<View, 'qr'> {
  id: number;
  source_ref: string;
  total_payable: number;
  cancellable: boolean;
  errors: string | null;
}

const BUYER = EINVOICE_BUYER;
const RESELLER_TAX = { ...BUYER, name: 'Reseller Demo', tin: 'IG98765432100', id_value: '850505-10-1234' };

const documents = (db: Db) => db.selectFrom('einvoice_documents').selectAll().orderBy('id').execute();

describe.each(dialects())('e-Invoices on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let student: TestClient;
  let parent: TestClient;
  let admin: TestClient;
  let reseller: TestClient;
  let clock = Date.now();
  /** One run of the jobs (submission and polling, outbox handlers), a little later each time. */
  const runJobs = async () => {
    clock += 10_000;
    await runnerFor(server).tick({ now: new Date(clock) });
  };
  const path = (ref: string) => `/ajax/v2/my-orders/${ref}/e-invoice`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, student, parent, admin, reseller] = await demoClients(server.url, [
      null,
      'student',
      'parent',
      'admin',
      'reseller',
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses visitors, other buyers and bad tax details, recording nothing', async () => {
    expect((await visitor.post(path(DEMO_ORDER_NO), BUYER)).status).toBe(401);
    const other = await parent.post<Answer<unknown>>(path(DEMO_ORDER_NO), BUYER);
    expect(other.status).toBe(404);
    const badTin = await student.post<Answer<unknown>>(path(DEMO_ORDER_NO), { ...BUYER, tin: '12345' });
    expect(badTin.status).toBe(422);
    expect(badTin.body.errors?.tin?.[0]).toMatch(/TIN/);
    const badId = await student.post<Answer<unknown>>(path(DEMO_ORDER_NO), {
      ...BUYER,
      id_value: '991399-99-0000',
    });
    expect(badId.status).toBe(422);
    expect(Object.keys(badId.body.errors ?? {})).toContain('id_value');
    for (const bad of [
      { ...BUYER, id_type: 'LICENCE' },
      { ...BUYER, name: '' },
      { ...BUYER, address: '' },
      { ...BUYER, postcode: '5045' },
      { ...BUYER, name: 'x'.repeat(301) },
      {},
    ])
      expect((await student.post(path(DEMO_ORDER_NO), bad)).status).toBe(422);
    expect((await student.post(path('MHR-0000-NOSUCHORDER'), BUYER)).status).toBe(404);
    expect(await documents(server.db)).toEqual([]);
  });

  it(
    'records a paid order’s own e-Invoice once, validates it as a job and shows the link and QR on the receipt',
    { timeout: 180_000 },
    async () => {
      const ok = await student.post<Answer<{ e_invoice: View }>>(path(DEMO_ORDER_NO), BUYER);
      expect(ok.status).toBe(200);
      expect(ok.body.data.e_invoice).toMatchObject({
        kind: 'individual',
        status: 'pending',
        validation_link: null,
      });
      const again = await student.post<Answer<unknown>>(path(DEMO_ORDER_NO), BUYER);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(EINVOICE_TEXT.alreadyRequested);
      const order = await theRow(server.db, 'orders', ['id', 'grand_total'], { order_no: DEMO_ORDER_NO });
      const [doc] = await documents(server.db);
      expect(doc?.total_payable).toBe(order.grand_total);

      await runJobs(); // submitted
      expect((await documents(server.db))[0]?.status).toBe('submitted');
      await runJobs(); // validated
      const receipt = await student.get<Answer<{ order: { e_invoice: View } }>>(
        `/ajax/v2/my-orders/${DEMO_ORDER_NO}`,
      );
      const view = receipt.body.data.order.e_invoice;
      expect(view.status).toBe('valid');
      expect(view.validation_link).toMatch(/\/myinvois-sandbox\/[A-Z0-9]{26}\/share\/[A-Z0-9]+/);
      expect(view.qr).toMatch(/^data:image\/png;base64,/);
      // The jobs ran ahead of the wall clock the server's sandbox reads: its validation is put a minute back.
      await server.db
        .updateTable('myinvois_sandbox_documents')
        .set({ validated_at: new Date(Date.now() - 60_000).toISOString() })
        .where('uuid', '=', view.uuid ?? '')
        .execute();
      // The link is on PUBLIC_URL; the test server listens elsewhere, so the path is asked of it.
      const page = await fetch(`${server.url}${new URL(view.validation_link ?? '').pathname}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(view.code_number);
      expect((await fetch(`${server.url}/myinvois-sandbox/NOSUCH/share/NOSUCH`)).status).toBe(404);
      const pdf = await student.request('GET', `/ajax/v2/my-orders/${DEMO_ORDER_NO}/receipt.pdf`);
      const { text } = readPdf(Buffer.from(await pdf.arrayBuffer()));
      expect(text).toContain(view.code_number);
    },
  );

  it('lists documents for admins only, with bad filters refused', async () => {
    expect((await visitor.get('/ajax/v2/admin/e-invoices')).status).toBe(401);
    expect((await student.get('/ajax/v2/admin/e-invoices')).status).toBe(403);
    expect((await admin.get('/ajax/v2/admin/e-invoices?status=lost')).status).toBe(422);
    expect((await admin.get('/ajax/v2/admin/e-invoices?page=0')).status).toBe(422);
    const list = await admin.get<Answer<{ data: Row[]; total: number }>>(
      '/ajax/v2/admin/e-invoices?status=valid',
    );
    expect(list.status).toBe(200);
    expect(list.body.data.data.map((r) => r.source_ref)).toContain(`order:${DEMO_ORDER_NO}`);
    expect(list.body.data.data.every((r) => r.status === 'valid' && r.cancellable)).toBe(true);
  });

  it('issues a credit note for a refund against the valid e-Invoice, once', async () => {
    const refund = {
      orderReference: DEMO_ORDER_NO,
      refundNumber: `RF-${dialect}-1`,
      amountSen: 1080,
      taxSen: 80,
      reason: 'Partial refund',
      issuedAt: new Date(),
    };
    const config = server.context.config.einvoice;
    await expect(issueRefundCreditNote(server.db, config, { ...refund, taxSen: 2000 })).rejects.toThrow(
      RangeError,
    );
    const first = await issueRefundCreditNote(server.db, config, refund);
    expect(first.status).toBe('recorded');
    const second = await issueRefundCreditNote(server.db, config, refund);
    expect(second).toEqual({ status: 'exists', documentId: 'documentId' in first ? first.documentId : -1 });
    await runJobs();
    await runJobs();
    const note = (await documents(server.db)).find((d) => d.kind === 'credit_note');
    expect(note?.status).toBe('valid');
    expect(note?.total_payable).toBe(1080);
    expect(note?.original_id).toBe((await documents(server.db))[0]?.id);
  });

  it('cancels within the window for an admin only, with a reason, while no note references it', async () => {
    const target = (await documents(server.db)).find((d) => d.kind === 'credit_note');
    if (!target) throw new Error('no note');
    const cancel = (c: TestClient, body: Record<string, unknown>, id = target.id) =>
      c.post<Answer<{ document: Row }>>(`/ajax/v2/admin/e-invoices/${id}/cancel`, body);
    expect((await cancel(student, { reason: 'Wrong buyer' })).status).toBe(403);
    expect((await cancel(admin, {})).status).toBe(422);
    expect((await cancel(admin, { reason: 'x'.repeat(301) })).status).toBe(422);
    expect((await cancel(admin, { reason: 'Wrong buyer' }, 999_999)).status).toBe(404);
    // The invoice a valid note references cannot be cancelled (MyInvois refuses).
    const original = (await documents(server.db))[0];
    expect((await cancel(admin, { reason: 'Wrong buyer' }, original?.id)).status).toBe(409);
    const ok = await cancel(admin, { reason: 'Wrong amount' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.document).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await cancel(admin, { reason: 'Wrong amount' })).status).toBe(409);
  });

  it('consolidates a month’s other paid orders once, each order covered by one document', async () => {
    const paid = await server.db
      .selectFrom('orders')
      .select(['id', 'order_no', 'paid_at', 'user_id'])
      .where('status', '=', 'paid')
      .where('grand_total', '>', 0)
      .where('order_no', '!=', DEMO_ORDER_NO)
      .orderBy('paid_at', 'desc')
      .executeTakeFirstOrThrow();
    const month = malaysiaYearMonth(paid.paid_at ?? '');
    const config = server.context.config.einvoice;
    const first = await consolidateMonth(server.db, config, new Date(clock), month);
    expect(first.orders).toBeGreaterThan(0);
    expect(first.documents).toBeGreaterThan(0);
    const again = await consolidateMonth(server.db, config, new Date(clock), month);
    expect(again).toMatchObject({ orders: 0, documents: 0 });
    const covered = await server.db
      .selectFrom('einvoice_document_orders')
      .select('document_id')
      .where('order_id', '=', paid.id)
      .executeTakeFirst();
    expect(covered).toBeDefined();
    await runJobs();
    await runJobs();
    const consolidated = (await documents(server.db)).filter((d) => d.kind === 'consolidated');
    expect(consolidated.every((d) => d.status === 'valid')).toBe(true);
    expect(consolidated[0]?.code_number).toMatch(/^CEI-\d{4}-\d{2}-001$/);
  });

  it('keeps payees’ tax details for resellers and affiliates, validated', async () => {
    expect((await visitor.get('/ajax/v2/account/tax-details')).status).toBe(401);
    expect((await student.get('/ajax/v2/account/tax-details')).status).toBe(403);
    expect((await student.post('/ajax/v2/account/tax-details', RESELLER_TAX)).status).toBe(403);
    const empty = await reseller.get<Answer<{ tax_details: unknown }>>('/ajax/v2/account/tax-details');
    expect(empty.body.data.tax_details).toBeNull();
    expect(
      (await reseller.post('/ajax/v2/account/tax-details', { ...RESELLER_TAX, tin: 'C0123' })).status,
    ).toBe(422);
    const { city: _city, ...noCity } = RESELLER_TAX;
    expect((await reseller.post('/ajax/v2/account/tax-details', noCity)).status).toBe(422);
    const saved = await reseller.post<Answer<{ tax_details: { tin: string } }>>(
      '/ajax/v2/account/tax-details',
      RESELLER_TAX,
    );
    expect(saved.status).toBe(200);
    const read = await reseller.get<Answer<{ tax_details: { tin: string; id_value: string } }>>(
      '/ajax/v2/account/tax-details',
    );
    expect(read.body.data.tax_details).toMatchObject({ tin: RESELLER_TAX.tin, id_value: '850505101234' });
  });

  it('issues a self-billed e-Invoice when a payout is marked paid', { timeout: 180_000 }, async () => {
    const unpaid = await server.db
      .selectFrom('commissions as c')
      .innerJoin('resellers as r', 'r.id', 'c.reseller_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['c.id', 'c.amount_final'])
      .where('u.email', '=', 'reseller@demo.my')
      .where('c.status', '=', 'pending_payment')
      .orderBy('c.id')
      .execute();
    expect(unpaid.length).toBeGreaterThan(0);
    const ids = unpaid.slice(0, 1).map((c) => c.id);
    expect((await reseller.post('/ajax/v2/account/tax-details', RESELLER_TAX)).status).toBe(200);
    const released = await admin.post('/ajax/v2/admin/reseller/commission/paid', { ids }, { form: true });
    expect(released.status).toBe(200);
    await runJobs(); // the outbox handler records it
    await runJobs(); // submitted
    await runJobs(); // validated
    const event = await server.db
      .selectFrom('outbox')
      .select(['processed_at', 'last_error'])
      .where('topic', '=', 'commissions.released')
      .executeTakeFirst();
    expect(event).toMatchObject({ last_error: null });
    const selfBilled = (await documents(server.db)).filter((d) => d.kind === 'self_billed');
    expect(selfBilled).toHaveLength(1);
    expect(selfBilled[0]).toMatchObject({ status: 'valid', total_payable: unpaid[0]?.amount_final });
  });

  it('issues the credit note of an admin’s refund once the outbox handles refund.recorded', async () => {
    const refunded = await admin.post<Answer<{ number: string }>>(
      `/ajax/v2/admin/orders/${DEMO_ORDER_NO}/refund`,
      { amount: 100, to: 'coins', reason: 'Credit note check' },
    );
    expect(refunded.status).toBe(200);
    const number = refunded.body.data.number;
    await runJobs(); // the outbox handler records the note
    await runJobs(); // submitted
    await runJobs(); // validated
    const notes = (await documents(server.db)).filter((d) => d.source_ref === `refund:${number}`);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'credit_note', status: 'valid', total_payable: 100 });
    const event = await theRow(server.db, 'outbox', ['processed_at', 'last_error'], {
      topic: 'refund.recorded',
    });
    expect(event.last_error).toBeNull();
    expect(event.processed_at).not.toBeNull();

    // The back office's order view lists the order's e-Invoice and the note, with the note's validation link.
    const view = await admin.get<
      Answer<{
        einvoices: Array<{
          kind: string;
          code_number: string;
          status: string;
          validation_link: string | null;
        }>;
      }>
    >(`/ajax/v2/admin/orders/${DEMO_ORDER_NO}`);
    expect(view.status).toBe(200);
    const kinds = view.body.data.einvoices.map((e) => e.kind);
    expect(kinds).toContain('credit_note');
    expect(kinds.filter((k) => k !== 'credit_note')).toHaveLength(1);
    const note = view.body.data.einvoices.find((e) => e.code_number === `CN-${number}`);
    expect(note).toMatchObject({ status: 'valid' });
    expect(note?.validation_link).toBeTruthy();
  });
});
