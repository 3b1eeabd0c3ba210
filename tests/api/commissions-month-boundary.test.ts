import { DEMO_RESELLER_CODES } from '@mahir/seed';
import { formatRM } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { readPdf } from '../support/pdf-text';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { commissionClients, earnedCommissions, resellerByCode } from './commissions-fixtures';
import { userIdOf } from './learning-fixtures';

/** 00:30 on 1 November 2019 in Malaysia: still 31 October in UTC. No demo data is that old. */
const EARLY_ON_THE_FIRST = '2019-10-31T16:30:00.000Z';
const NOV = { month: 11, year: 2019 };
const OCT = { month: 10, year: 2019 };

function pdfText(pdf: Buffer): string {
  return readPdf(pdf).text.replace(/\s+/g, '');
}

interface MonthScreen {
  data: { comms: Array<{ id: number; order_no: string | null }>; total: number };
}

describe.each(dialects())('commission months are Malaysian months on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let reseller: TestClient;
  let subreseller: TestClient;
  let orderNo: string;
  let commissionIds: number[];
  let total: number;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [admin, reseller, subreseller] = await commissionClients(server.url);
    const sub = await resellerByCode(server.db, DEMO_RESELLER_CODES.subreseller);
    const buyer = await userIdOf(server.db, 'student@demo.my');
    const earned = await earnedCommissions(server.db, buyer, 20_000, sub.id, EARLY_ON_THE_FIRST);
    orderNo = earned.orderNo;
    const rows = earned.rows;
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.created_at === EARLY_ON_THE_FIRST)).toBe(true);
    commissionIds = rows.map((r) => r.id).sort((a, b) => a - b);
    total = rows.reduce((sum, r) => sum + r.amount_final, 0);
  });
  afterAll(() => server.close());

  it('lists the order under November, not October, on the admin commission month screen', async () => {
    const nov = await admin.get<MonthScreen>(`/ajax/v2/admin/reseller/commissions/${NOV.month}/${NOV.year}`);
    expect(nov.status).toBe(200);
    expect(nov.body.data.comms.map((c) => c.id).sort((a, b) => a - b)).toEqual(commissionIds);
    expect(nov.body.data.total).toBe(2);
    const oct = await admin.get<MonthScreen>(`/ajax/v2/admin/reseller/commissions/${OCT.month}/${OCT.year}`);
    expect(oct.body.data.comms).toEqual([]);
    expect(oct.body.data.total).toBe(0);
  });

  it('prints the order in the November payout report, not in October', async () => {
    const pdf = async (m: { month: number; year: number }) => {
      const res = await admin.request(
        'GET',
        `/ajax/v2/admin/reseller/commissions/${m.month}/${m.year}/report.pdf`,
      );
      expect(res.status).toBe(200);
      return pdfText(Buffer.from(await res.arrayBuffer()));
    };
    // Table cells wrap in narrow columns, so the text is compared without whitespace.
    const nov = await pdf(NOV);
    for (const email of ['subreseller@demo.my', 'reseller@demo.my']) expect(nov).toContain(email);
    expect(nov).toContain(formatRM(total).replace(/\s+/g, ''));
    expect(nov).not.toContain('Norecord');
    const oct = await pdf(OCT);
    expect(oct).toContain('Norecord');
    expect(oct).not.toContain('subreseller@demo.my');
  });

  it("shows it in the sub-reseller's November statement and both dashboards' November", async () => {
    const statement = async (m: { month: number; year: number }) =>
      (
        await subreseller.get<{ data: { rows: Array<{ order_no: string | null }> } }>(
          `/ajax/v2/subreseller/statement?month=${m.month}&year=${m.year}`,
        )
      ).body.data.rows.map((r) => r.order_no);
    expect(await statement(NOV)).toEqual([orderNo]);
    expect(await statement(OCT)).toEqual([]);

    for (const [client, path] of [
      [reseller, '/ajax/v2/reseller/commissions'],
      [subreseller, '/ajax/v2/subreseller/reseller-info'],
    ] as const) {
      const res = await client.get<{
        data: {
          monthly_comms: number;
          earnings: Array<{ month: number; total: number }>;
          chart: { date2: string[]; total: number[] };
        };
      }>(`${path}?month=${NOV.month}&year=${NOV.year}`);
      expect(res.status).toBe(200);
      const { earnings, chart, monthly_comms } = res.body.data;
      expect(earnings.map((e) => e.month)).toEqual([11]);
      expect(monthly_comms).toBeGreaterThan(0);
      // The first bar of November holds it.
      expect(chart.date2[0]).toBe('01/11');
      expect(chart.total[0]).toBe(monthly_comms);
      expect(chart.total.slice(1).every((t) => t === 0)).toBe(true);
      const oct = await client.get<{ data: { monthly_comms: number } }>(
        `${path}?month=${OCT.month}&year=${OCT.year}`,
      );
      expect(oct.body.data.monthly_comms).toBe(0);
    }
  });
});
