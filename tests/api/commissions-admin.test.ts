import { DEMO_RESELLER_CODES } from '@mahir/seed';
import { COMMISSION_TEXT, RESELLER_SETTINGS_TEXT } from '@mahir/shared';
import { malaysiaMonthRange, malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { commissionClients, earnedCommissions, resellerByCode } from './commissions-fixtures';
import { userIdOf } from './learning-fixtures';

interface Row {
  id: number;
  hashslug: string;
  amount_final: number;
  notes: string | null;
  status: string;
  order_id: number;
}
interface Answer<T> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}

/** Parses the payout CSV into rows of cells (the file has no quoted commas for the demo banks). */
function csvRows(text: string): string[][] {
  return text
    .trim()
    .split(/\r\n/)
    .slice(1)
    .map((l) => l.split(','));
}

describe.each(dialects())('commissions: admin, payouts and settings on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let reseller: TestClient;
  let subreseller: TestClient;
  let visitor: TestClient;
  let resellerUserId: number;
  let subUserId: number;
  let buyerId: number;
  let subId: number;

  const userComms = (client: TestClient, userId: number) =>
    client.get<Answer<{ comms: Row[] }>>(`/ajax/v2/admin/reseller/commission/user/${userId}`);
  const newUnpaid = async (total: number) => (await earnedCommissions(server.db, buyerId, total, subId)).rows;
  const payout = (client: TestClient, month = 6, year = 2021) =>
    client.request('POST', '/ajax/v2/admin/reseller/commission/payout', { month, year }, { form: true });
  /** Fresh unpaid commissions moved into a month of the past (mid-month: the same month in UTC and MYT). */
  const unpaidIn = async (total: number, month: number, year: number) => {
    const rows = await newUnpaid(total);
    const at = new Date(Date.UTC(year, month - 1, 15, 4)).toISOString();
    // `created_at` is not writable through the table types: a test moves the rows in time with SQL.
    await sql`update commissions set created_at = ${at} where id in (${sql.join(rows.map((r) => r.id))})`.execute(
      server.db,
    );
    return rows;
  };
  const release = (rows: Row[]) =>
    admin.post('/ajax/v2/admin/reseller/commission/paid', { ids: rows.map((r) => r.id) }, { form: true });
  const awaiting = async (month: number, year: number) =>
    (
      await admin.get<Answer<{ awaiting_payout: { count: number; total: number } }>>(
        `/ajax/v2/admin/reseller/commissions/${month}/${year}`,
      )
    ).body.data.awaiting_payout;
  const sumOf = (rows: Row[]) => rows.reduce((s, r) => s + r.amount_final, 0);
  const csvSen = (rows: string[][]) => rows.reduce((s, r) => s + Math.round(Number(r[5]) * 100), 0);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [admin, reseller, subreseller, visitor] = await commissionClients(server.url);
    resellerUserId = await userIdOf(server.db, 'reseller@demo.my');
    subUserId = await userIdOf(server.db, 'subreseller@demo.my');
    buyerId = await userIdOf(server.db, 'student@demo.my');
    subId = (await resellerByCode(server.db, DEMO_RESELLER_CODES.subreseller)).id;
  });
  afterAll(() => server.close());

  it('refuses the admin routes to visitors, resellers and sub-resellers', async () => {
    expect((await userComms(visitor, resellerUserId)).status).toBe(401);
    expect((await userComms(reseller, subUserId)).status).toBe(403);
    expect((await userComms(subreseller, subUserId)).status).toBe(403);
    expect((await reseller.get('/ajax/v2/admin/reseller/commissions/1/2026')).status).toBe(403);
    expect(
      (await reseller.post('/ajax/v2/admin/reseller/commission/paid', { ids: [1] }, { form: true })).status,
    ).toBe(403);
    expect((await payout(subreseller)).status).toBe(403);
    expect((await subreseller.get('/ajax/v2/reseller/user-info')).status).toBe(403);
    expect((await reseller.get('/ajax/v2/subreseller/reseller-info')).status).toBe(403);
    expect((await visitor.get('/ajax/v2/subreseller/user-info')).status).toBe(401);
    expect((await userComms(admin, subUserId)).status).toBe(200);
  });

  it('releases only the selected unpaid rows, all or none, then refuses edits and deletes', async () => {
    const [a] = await newUnpaid(10_000);
    const [b] = await newUnpaid(20_000);
    const [c] = await newUnpaid(30_000);
    if (!a || !b || !c) throw new Error('no commissions');
    const empty = await admin.post<Answer<unknown>>(
      '/ajax/v2/admin/reseller/commission/paid',
      {},
      { form: true },
    );
    expect(empty.status).toBe(422);

    const ok = await admin.post<Answer<{ released: number }>>(
      '/ajax/v2/admin/reseller/commission/paid',
      { ids: [a.id, b.id] },
      { form: true },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.released).toBe(2);
    const statuses = async () =>
      Object.fromEntries(
        (
          await server.db
            .selectFrom('commissions')
            .select(['id', 'status'])
            .where('id', 'in', [a.id, b.id, c.id])
            .execute()
        ).map((r) => [r.id, r.status]),
      );
    expect(await statuses()).toEqual({ [a.id]: 'paid', [b.id]: 'paid', [c.id]: 'pending_payment' });

    // A selection holding a paid row releases nothing.
    const mixed = await admin.post(
      '/ajax/v2/admin/reseller/commission/paid',
      { ids: [c.id, a.id] },
      { form: true },
    );
    expect(mixed.status).toBe(409);
    expect((await statuses())[c.id]).toBe('pending_payment');

    const edit = await admin.post(
      '/ajax/v2/admin/reseller/commission/update',
      { id: a.id, amount_final: 1 },
      { form: true },
    );
    expect(edit.status).toBe(409);
    const del = await admin.post(
      '/ajax/v2/admin/reseller/commission/delete',
      { hashslug: a.hashslug },
      { form: true },
    );
    expect(del.status).toBe(409);
    const released = await server.db
      .selectFrom('commission_entries')
      .selectAll()
      .where('commission_id', '=', a.id)
      .where('kind', '=', 'released')
      .execute();
    expect(released).toHaveLength(1);
    expect(released[0]?.actor_id).toBe(await userIdOf(server.db, 'admin@demo.my'));
  });

  it('refuses an amount that is not a number (null, empty, a list, false) with 422 and changes nothing', async () => {
    const [row] = await newUnpaid(40_000);
    if (!row) throw new Error('no commission');
    const before = await server.db
      .selectFrom('commissions')
      .select(['amount_final'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    for (const amount of [null, '', '  ', [], false, true, {}, '12abc', '1e3', 12.5, -1]) {
      const res = await admin.post<Answer<unknown>>('/ajax/v2/admin/reseller/commission/update', {
        id: row.id,
        amount_final: amount,
      });
      expect(res.status, JSON.stringify(amount)).toBe(422);
      expect(res.body.errors?.amount_final).toEqual([COMMISSION_TEXT.amountInvalid]);
    }
    const form = await admin.request(
      'POST',
      '/ajax/v2/admin/reseller/commission/update',
      { id: row.id, amount_final: '' },
      { form: true },
    );
    expect(form.status).toBe(422);
    const after = await server.db
      .selectFrom('commissions')
      .select(['amount_final'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(after.amount_final).toBe(before.amount_final);
    // A number as digits (as a form sends it) still works.
    const ok = await admin.post(
      '/ajax/v2/admin/reseller/commission/update',
      { id: row.id, amount_final: '2500' },
      { form: true },
    );
    expect(ok.status).toBe(200);
  });

  it('edits amount and remark and deletes while unpaid, each with a ledger entry', async () => {
    const [row] = await newUnpaid(40_000);
    if (!row) throw new Error('no commission');
    const edited = await admin.post<Answer<{ amount_final?: number; notes?: string }>>(
      '/ajax/v2/admin/reseller/commission/update',
      { id: row.id, amount_final: 1234, notes: 'Pelarasan' },
      { form: true },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual({ amount_final: 1234, notes: 'Pelarasan' });
    // An empty remark is not saved.
    await admin.post(
      '/ajax/v2/admin/reseller/commission/update',
      { id: row.id, notes: '  ' },
      { form: true },
    );
    const list = await userComms(admin, subUserId);
    const shown = list.body.data.comms.find((r) => r.id === row.id);
    expect([shown?.amount_final, shown?.notes]).toEqual([1234, 'Pelarasan']);

    const del = await admin.post<Answer<unknown>>(
      '/ajax/v2/admin/reseller/commission/delete',
      { hashslug: row.hashslug },
      { form: true },
    );
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(COMMISSION_TEXT.deleted);
    expect((await userComms(admin, subUserId)).body.data.comms.some((r) => r.id === row.id)).toBe(false);
    const kinds = await server.db
      .selectFrom('commission_entries')
      .select(['kind', 'amount', 'remark'])
      .where('commission_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual(['earned', 'edited', 'edited', 'deleted']);
    expect(kinds[3]?.amount).toBe(-1234);
  });

  it('shows the monthly payment screen with the total paid', async () => {
    const now = malaysiaYearMonth(new Date());
    const res = await admin.get<
      Answer<{ comms: Array<Row & { user: { email: string } }>; total_paid: number }>
    >(`/ajax/v2/admin/reseller/commissions/${now.month}/${now.year}`);
    expect(res.status).toBe(200);
    const paid = res.body.data.comms
      .filter((r) => r.status === 'paid')
      .reduce((s, r) => s + r.amount_final, 0);
    expect(res.body.data.total_paid).toBe(paid);
    expect(paid).toBeGreaterThan(0);
    expect(res.body.data.comms.some((r) => r.user.email === 'subreseller@demo.my')).toBe(true);
  });

  it('pages a busy month 50 rows at a time, with the whole month counted and totalled', async () => {
    const master = await resellerByCode(server.db, DEMO_RESELLER_CODES.reseller);
    const order = await server.db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow();
    // 61 rows of one January 2019 order, told apart by kind (a commission is unique per order, reseller, kind).
    const rows = Array.from({ length: 61 }, (_, i) => ({
      hashslug: `pagetest${String(i).padStart(4, '0')}`,
      reseller_id: master.id,
      order_id: order.id,
      kind: `page-test-${i}`,
      amount: 100 + i,
      amount_final: 100 + i,
      status: i % 3 === 0 ? 'paid' : 'pending_payment',
      created_at: new Date(Date.UTC(2019, 0, 1 + (i % 28), 8, i)).toISOString(),
    }));
    await server.db.insertInto('commissions').values(rows).execute();
    const page = (n: number) =>
      admin.get<
        Answer<{
          comms: Row[];
          total: number;
          total_paid: number;
          per_page: number;
          current_page: number;
          last_page: number;
        }>
      >(`/ajax/v2/admin/reseller/commissions/1/2019?page=${n}`);
    const [one, two, four] = [await page(1), await page(2), await page(4)];
    const paidSum = rows.filter((r) => r.status === 'paid').reduce((s, r) => s + r.amount_final, 0);
    expect(one.body.data).toMatchObject({
      total: 61,
      per_page: 50,
      current_page: 1,
      last_page: 2,
      total_paid: paidSum,
    });
    expect(one.body.data.comms).toHaveLength(50);
    expect(two.body.data.comms).toHaveLength(11);
    expect(two.body.data.total_paid).toBe(paidSum);
    // The pages follow creation order without a row twice or missing.
    const seen = [...one.body.data.comms, ...two.body.data.comms].map((r) => r.hashslug);
    expect(new Set(seen).size).toBe(61);
    expect(seen).toEqual(
      [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at)).map((r) => r.hashslug),
    );
    expect(four.body.data.comms).toEqual([]);
    expect((await page(0)).status).toBe(422);
  });

  it('generates payout files of released rows, one row per account, never a commission twice', async () => {
    const june = [...(await unpaidIn(30_000, 6, 2021)), ...(await unpaidIn(40_000, 6, 2021))];
    await release(june);
    const first = await payout(admin);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/csv');
    const rows = csvRows(await first.text());
    const accounts = rows.map((r) => r[2]);
    expect(new Set(accounts).size).toBe(accounts.length);
    const batch = await server.db
      .selectFrom('payout_batches')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(csvSen(rows)).toBe(batch.total);
    expect(batch.total).toBe(sumOf(june));

    // Nothing new released: nothing to pay.
    expect((await payout(admin)).status).toBe(409);

    const [fresh] = await unpaidIn(55_500, 6, 2021);
    if (!fresh) throw new Error('no commission');
    await release([fresh]);
    const second = await payout(admin);
    expect(second.status).toBe(200);
    const secondRows = csvRows(await second.text());
    expect(secondRows).toHaveLength(1);
    expect(Math.round(Number(secondRows[0]?.[5]) * 100)).toBe(fresh.amount_final);
    const items = await server.db.selectFrom('payout_items').select(['commission_id']).execute();
    expect(new Set(items.map((i) => i.commission_id)).size).toBe(items.length);
  });

  it('pays the month asked for only, and the screen says what waits for it', async () => {
    const march = await unpaidIn(11_100, 3, 2021);
    const april = await unpaidIn(22_200, 4, 2021);
    expect(await awaiting(3, 2021)).toEqual({ count: 0, total: 0 });
    await release([...march, ...april]);
    expect(await awaiting(3, 2021)).toEqual({ count: march.length, total: sumOf(march) });
    expect(await awaiting(4, 2021)).toEqual({ count: april.length, total: sumOf(april) });

    const paidMarch = await payout(admin, 3, 2021);
    expect(paidMarch.status).toBe(200);
    expect(csvSen(csvRows(await paidMarch.text()))).toBe(sumOf(march));
    const batched = await server.db
      .selectFrom('payout_items')
      .select('commission_id')
      .where(
        'commission_id',
        'in',
        [...march, ...april].map((r) => r.id),
      )
      .execute();
    expect(batched.map((b) => b.commission_id).sort()).toEqual(march.map((r) => r.id).sort());
    expect(await awaiting(3, 2021)).toEqual({ count: 0, total: 0 });
    expect(await awaiting(4, 2021)).toEqual({ count: april.length, total: sumOf(april) });
    expect((await payout(admin, 3, 2021)).status).toBe(409);

    const paidApril = await payout(admin, 4, 2021);
    expect(paidApril.status).toBe(200);
    expect(csvSen(csvRows(await paidApril.text()))).toBe(sumOf(april));

    // The month is part of the call: without one nothing is paid.
    const [loose] = await unpaidIn(9_900, 4, 2021);
    if (!loose) throw new Error('no commission');
    await release([loose]);
    const unscoped = await admin.request('POST', '/ajax/v2/admin/reseller/commission/payout', {});
    expect(unscoped.status).toBe(422);
    expect(await awaiting(4, 2021)).toEqual({ count: 1, total: loose.amount_final });
  });

  it('never puts a commission in two batches when payouts are generated at once', async () => {
    const fresh = [...(await unpaidIn(12_300, 5, 2021)), ...(await unpaidIn(45_600, 5, 2021))];
    await release(fresh);
    const answers = await Promise.all([payout(admin, 5), payout(admin, 5), payout(admin, 5)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const batched = await server.db
      .selectFrom('payout_items')
      .select(['commission_id', 'batch_id'])
      .where(
        'commission_id',
        'in',
        fresh.map((r) => r.id),
      )
      .execute();
    expect(batched.map((b) => b.commission_id).sort()).toEqual(fresh.map((r) => r.id).sort());
  });

  it('updates reseller settings within the limits and the sub-reseller bank details', async () => {
    const info = await reseller.get<Answer<{ reseller_code: string; link: string; rate_sub: number }>>(
      '/ajax/v2/reseller/user-info',
    );
    expect(info.status).toBe(200);
    expect(info.body.data.reseller_code).toBe(DEMO_RESELLER_CODES.reseller);
    expect(info.body.data.link).toContain(DEMO_RESELLER_CODES.reseller);
    const bank = {
      bank_name: 'MBB',
      account_no: '5123456789',
      account_holder: 'Reseller Demo',
      swift_code: 'MBBEMYKL',
    };
    const tooHigh = await reseller.post<Answer<unknown>>(
      '/ajax/v2/reseller/account/update',
      { ...bank, rate_sub: 31 },
      { form: true },
    );
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.body.errors?.rate_sub).toEqual([RESELLER_SETTINGS_TEXT.rateSubRange]);
    const long = await reseller.post(
      '/ajax/v2/reseller/account/update',
      { ...bank, account_holder: 'x'.repeat(51) },
      { form: true },
    );
    expect(long.status).toBe(422);
    const ok = await reseller.post<Answer<{ link: string }>>(
      '/ajax/v2/reseller/account/update',
      { ...bank, rate_sub: 25 },
      { form: true },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Settings successfully updated');
    const row = await resellerByCode(server.db, DEMO_RESELLER_CODES.reseller);
    expect([row.rate_sub, row.rate, row.account_no]).toEqual([25, 75, '5123456789']);

    const subOk = await subreseller.post<Answer<{ link: string }>>('/ajax/v2/subreseller/account/update', {
      ...bank,
      bank_name: 'CIMB',
      account_holder: 'Sub Demo',
    });
    expect(subOk.status).toBe(200);
    expect((await resellerByCode(server.db, DEMO_RESELLER_CODES.subreseller)).account_holder).toBe(
      'Sub Demo',
    );
  });

  it('shows the sub-reseller only its own earnings: month, card, daily chart and PAID/PENDING months', async () => {
    const now = malaysiaYearMonth(new Date());
    const res = await subreseller.get<
      Answer<{
        reseller: { reseller_code: string };
        monthly_comms: number;
        total_comms: number;
        chart: { date2: string[]; total: number[] };
        earnings: Array<{ month: number; status: string; total: number }>;
      }>
    >(`/ajax/v2/subreseller/reseller-info?month=${now.month}&year=${now.year}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.reseller.reseller_code).toBe(DEMO_RESELLER_CODES.reseller);
    expect(d.chart.total.reduce((s, v) => s + v, 0)).toBe(d.monthly_comms);
    const { from, to } = malaysiaMonthRange(now.year, now.month);
    const own = await server.db
      .selectFrom('commissions')
      .select(['amount_final'])
      .where('reseller_id', '=', subId)
      .where('status', 'in', ['pending_payment', 'paid'])
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .execute();
    expect(d.monthly_comms).toBe(own.reduce((s, r) => s + r.amount_final, 0));
    expect(d.earnings.find((e) => e.month === now.month)?.status).toBe('pending');
  });

  it("shows the reseller its own overview with its sub-resellers' totals, refused to sub-resellers", async () => {
    expect((await subreseller.get('/ajax/v2/reseller/commissions')).status).toBe(403);
    expect((await visitor.get('/ajax/v2/reseller/commissions')).status).toBe(401);
    const res = await reseller.get<
      Answer<{
        total_comms: number;
        total_subs: number;
        total_sub_comms: number;
        total_combine: number;
        leaderboards: Array<{ user: { name: string }; total: number }>;
      }>
    >('/ajax/v2/reseller/commissions');
    expect(res.status).toBe(200);
    const master = await resellerByCode(server.db, DEMO_RESELLER_CODES.reseller);
    const live = (resellerIds: number[]) =>
      server.db
        .selectFrom('commissions')
        .select('amount_final')
        .where('reseller_id', 'in', resellerIds)
        .where('status', 'in', ['pending_payment', 'paid'])
        .execute();
    const subs = await server.db
      .selectFrom('resellers')
      .select('id')
      .where('parent_id', '=', master.id)
      .execute();
    const own = (await live([master.id])).reduce((s, r) => s + r.amount_final, 0);
    const subSum = (await live(subs.map((r) => r.id))).reduce((s, r) => s + r.amount_final, 0);
    expect(res.body.data.total_comms).toBe(own);
    expect(res.body.data.total_subs).toBe(subs.length);
    expect(res.body.data.total_sub_comms).toBe(subSum);
    expect(res.body.data.total_combine).toBe(own + subSum);
    const board = res.body.data.leaderboards.map((l) => l.total);
    expect(board).toEqual([...board].sort((a, b) => b - a));
  });
});
