import { issueSelfBilledInvoices } from '@mahir/server/einvoice/self-billed';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { countRows, theRow } from '../support/rows';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { EINVOICE_BUYER } from './einvoice-fixtures';
import { runnerFor } from './money-fixtures';

interface Answer<T> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}
interface Month {
  comms: Array<{
    id: number;
    status: string;
    amount_final: number;
    paid_at: string | null;
    user: { code: string };
  }>;
  total_paid: number;
  total: number;
  last_page: number;
}

const AFFILIATE_TAX = {
  ...EINVOICE_BUYER,
  name: 'Affiliate Demo',
  tin: 'IG55566677700',
  id_value: '900101-14-5678',
};
const PAID = '/ajax/v2/admin/affiliate/commission/paid';
const monthPath = (m: { month: number; year: number }, page = 1) =>
  `/ajax/v2/admin/affiliate/commissions/${m.month}/${m.year}?page=${page}`;

describe.each(dialects())('affiliate payouts on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  let admin: TestClient;
  let affiliate: TestClient;
  let reseller: TestClient;
  let clock = Date.now();
  const runJobs = async () => {
    clock += 10_000;
    await runnerFor(server).tick({ now: new Date(clock) });
  };
  const unpaid = () =>
    server.db
      .selectFrom('affiliate_commissions')
      .select(['id', 'amount', 'created_at', 'affiliate_id'])
      .where('status', '=', 'pending_payment')
      .orderBy('id')
      .execute();
  const snapshot = async () => ({
    paid: await countRows(server.db, 'affiliate_commissions', { status: 'paid' }),
    entries: await countRows(server.db, 'commission_entries', { kind: 'released' }),
    events: await countRows(server.db, 'outbox', { topic: 'commissions.released' }),
  });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [visitor, admin, affiliate, reseller] = await demoClients(server.url, [
      null,
      'admin',
      'affiliate',
      'reseller',
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses visitors, other roles, empty and unknown selections, writing nothing', async () => {
    const [first] = await unpaid();
    expect(first).toBeDefined();
    const before = await snapshot();
    const ids = { ids: [first?.id ?? 0] };
    expect((await visitor.post(PAID, ids, { form: true })).status).toBe(401);
    expect((await affiliate.post(PAID, ids, { form: true })).status).toBe(403);
    expect((await reseller.get(monthPath({ month: 1, year: 2026 }))).status).toBe(403);
    const empty = await admin.post<Answer<unknown>>(PAID, { ids: [] }, { form: true });
    expect(empty.status).toBe(422);
    expect((await admin.post(PAID, { ids: [first?.id ?? 0, 99_999_999] }, { form: true })).status).toBe(404);
    expect((await admin.post(PAID, { ids: ['x'] }, { form: true })).status).toBe(422);
    expect((await admin.get(monthPath({ month: 13, year: 2026 }))).status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it(
    'lists a month’s affiliate commissions, releases them once and issues the self-billed e-Invoice',
    {
      timeout: 180_000,
    },
    async () => {
      const [first] = await unpaid();
      if (!first) throw new Error('the demo needs an unpaid affiliate commission');
      const month = malaysiaYearMonth(first.created_at);
      const listed = await admin.get<Answer<Month>>(monthPath(month));
      expect(listed.status).toBe(200);
      const row = listed.body.data.comms.find((c) => c.id === first.id);
      expect(row).toMatchObject({ status: 'pending_payment', amount_final: first.amount, paid_at: null });
      expect(row?.user.code).toMatch(/^[A-Z]+\d+$/);
      const paidBefore = listed.body.data.total_paid;

      expect((await affiliate.post('/ajax/v2/account/tax-details', AFFILIATE_TAX)).status).toBe(200);
      const released = await admin.post<Answer<{ released: number }>>(
        PAID,
        { ids: [first.id] },
        { form: true },
      );
      expect(released.status).toBe(200);
      expect(released.body.data.released).toBe(1);

      const now = await theRow(server.db, 'affiliate_commissions', ['status', 'paid_at'], { id: first.id });
      expect(now.status).toBe('paid');
      expect(now.paid_at).not.toBeNull();
      const entry = await theRow(
        server.db,
        'commission_entries',
        ['kind', 'amount', 'beneficiary', 'beneficiary_id'],
        {
          entry_key: `released:a:${first.id}`,
        },
      );
      expect(entry).toMatchObject({ kind: 'released', amount: first.amount, beneficiary: 'affiliate' });
      expect(entry.beneficiary_id).toBe(first.affiliate_id);
      const after = await admin.get<Answer<Month>>(monthPath(month));
      expect(after.body.data.total_paid).toBe(paidBefore + first.amount);
      expect(after.body.data.comms.find((c) => c.id === first.id)?.status).toBe('paid');

      // Paid once: again, or within a selection, refuses the lot and changes nothing.
      const [second] = await unpaid();
      const before = await snapshot();
      expect((await admin.post(PAID, { ids: [first.id] }, { form: true })).status).toBe(409);
      expect((await admin.post(PAID, { ids: [second?.id ?? 0, first.id] }, { form: true })).status).toBe(409);
      expect(await snapshot()).toEqual(before);

      await runJobs(); // the outbox handler records the self-billed e-Invoice
      await runJobs(); // submitted
      await runJobs(); // validated
      const event = await theRow(server.db, 'outbox', ['last_error', 'processed_at'], {
        topic: 'commissions.released',
      });
      expect(event.last_error).toBeNull();
      const affiliateUser = await theRow(server.db, 'users', ['id'], { email: 'affiliate@demo.my' });
      const docs = await server.db
        .selectFrom('einvoice_documents')
        .selectAll()
        .where('kind', '=', 'self_billed')
        .where('user_id', '=', affiliateUser.id)
        .execute();
      expect(docs).toHaveLength(1);
      expect(docs[0]).toMatchObject({ status: 'valid', total_payable: first.amount });
      expect(docs[0]?.document).toContain('Affiliate commission, order');

      // A retried event records nothing more.
      const again = await issueSelfBilledInvoices(
        server.db,
        server.context.config.einvoice,
        new Date(clock),
        {
          commissionIds: [],
          affiliateCommissionIds: [first.id],
        },
      );
      expect(again.documents).toBe(0);
      expect(await countRows(server.db, 'einvoice_documents', { kind: 'self_billed' })).toBe(1);
    },
  );
});
