import { DEMO_RESELLER_CODES } from '@mahir/seed';
import { formatRM, STATEMENT_TEXT } from '@mahir/shared';
import { malaysiaMonthRange, malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/http-client';
import { readPdf } from '../support/pdf-text';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { commissionClients, earnedCommissions, resellerByCode } from './commissions-fixtures';
import { userIdOf } from './learning-fixtures';

interface StatementRow {
  id: number;
  status: string;
  amount_final: number;
  order_no: string | null;
}
interface Statement {
  month: number;
  year: number;
  rows: StatementRow[];
  total: number;
  total_paid: number;
  total_pending: number;
}

/** A4 portrait as react-pdf writes it. */
const A4_MEDIABOX = /\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/;

/** The PDF's text as a reader sees it (poppler's pdftotext), one string. */
function pdfText(pdf: Buffer): string {
  const { text, info } = readPdf(pdf);
  expect(info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
  return text;
}

describe.each(dialects())('commission reports: statement and payout PDFs on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let reseller: TestClient;
  let subreseller: TestClient;
  let visitor: TestClient;
  let subId: number;
  let otherSubId: number;
  const { month, year } = malaysiaYearMonth(new Date());
  const statementPath = `/ajax/v2/subreseller/statement?month=${month}&year=${year}`;
  const statementPdf = `/ajax/v2/subreseller/statement.pdf?month=${month}&year=${year}`;
  const reportPdf = `/ajax/v2/admin/reseller/commissions/${month}/${year}/report.pdf`;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [admin, reseller, subreseller, visitor] = await commissionClients(server.url);
    subId = (await resellerByCode(server.db, DEMO_RESELLER_CODES.subreseller)).id;
    otherSubId = (await resellerByCode(server.db, 'RS0003')).id;
    const buyer = await userIdOf(server.db, 'student@demo.my');
    // This month: one order through the sub-reseller's code, one through another sub-reseller's.
    for (const [total, through] of [
      [12_345, subId],
      [50_001, otherSubId],
    ] as const) {
      const { rows } = await earnedCommissions(server.db, buyer, total, through);
      expect(rows.length).toBeGreaterThan(0);
    }
  });
  afterAll(() => server.close());

  it('refuses the statement and its PDF to visitors and other roles', async () => {
    for (const path of [statementPath, statementPdf]) {
      expect((await visitor.request('GET', path)).status).toBe(401);
      expect((await reseller.request('GET', path)).status).toBe(403);
      expect((await admin.request('GET', path)).status).toBe(403);
    }
    expect((await visitor.request('GET', reportPdf)).status).toBe(401);
    expect((await reseller.request('GET', reportPdf)).status).toBe(403);
    expect((await subreseller.request('GET', reportPdf)).status).toBe(403);
  });

  it('answers 422 to a month or year out of range', async () => {
    for (const q of [
      'month=13&year=2026',
      'month=0&year=2026',
      'month=1&year=1999',
      'month=x&year=2026',
      'year=2026',
    ]) {
      expect((await subreseller.request('GET', `/ajax/v2/subreseller/statement?${q}`)).status).toBe(422);
      expect((await subreseller.request('GET', `/ajax/v2/subreseller/statement.pdf?${q}`)).status).toBe(422);
    }
    expect(
      (await admin.request('GET', '/ajax/v2/admin/reseller/commissions/13/2026/report.pdf')).status,
    ).toBe(422);
    expect((await admin.request('GET', '/ajax/v2/admin/reseller/commissions/1/abc/report.pdf')).status).toBe(
      422,
    );
  });

  it('shows the sub-reseller only its own commissions of the month, with totals that add up', async () => {
    const res = await subreseller.get<{ data: Statement }>(statementPath);
    expect(res.status).toBe(200);
    const st = res.body.data;
    const own = await server.db
      .selectFrom('commissions')
      .select(['id', 'reseller_id'])
      .where('status', 'in', ['pending_payment', 'paid'])
      .where('created_at', '>=', malaysiaMonthRange(year, month).from)
      .where('created_at', '<', malaysiaMonthRange(year, month).to)
      .execute();
    const mine = own.filter((c) => c.reseller_id === subId).map((c) => c.id);
    const others = own.filter((c) => c.reseller_id !== subId).map((c) => c.id);
    expect(others.length).toBeGreaterThan(0);
    expect(st.rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(mine.sort((a, b) => a - b));
    expect(st.rows.some((r) => r.amount_final > 0 && r.status === 'pending_payment')).toBe(true);
    const sum = (rows: StatementRow[]) => rows.reduce((s, r) => s + r.amount_final, 0);
    expect(st.total).toBe(sum(st.rows));
    expect(st.total_paid).toBe(sum(st.rows.filter((r) => r.status === 'paid')));
    expect(st.total_pending + st.total_paid).toBe(st.total);
  });

  it('prints the same statement as an A4 PDF with the same total', async () => {
    const st = (await subreseller.get<{ data: Statement }>(statementPath)).body.data;
    const res = await subreseller.request('GET', statementPdf);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="subreseller-statement-${year}-${month}.pdf"`,
    );
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(A4_MEDIABOX);
    const text = pdfText(pdf);
    expect(text).toContain(STATEMENT_TEXT.title);
    expect(text).toContain(DEMO_RESELLER_CODES.subreseller);
    expect(text).toContain(formatRM(st.total));
    expect(text).toContain(formatRM(st.total_pending));
    const flat = text.replace(/\s+/g, '');
    // A long order number may wrap in its narrow cell after a hyphen, so each of its parts is looked for.
    for (const r of st.rows) for (const part of r.order_no?.split('-') ?? []) expect(flat).toContain(part);
    // Another sub-reseller's commission of the month is not in it.
    expect(text).not.toContain('RS0003');
  });

  it("prints the admin payout report with the payment screen's totals", async () => {
    const screen = await admin.get<{
      data: {
        comms: Array<{ status: string; amount_final: number; user: { email: string } }>;
        total_paid: number;
        awaiting_payout: { count: number; total: number };
      };
    }>(`/ajax/v2/admin/reseller/commissions/${month}/${year}`);
    expect(screen.status).toBe(200);
    const pending = screen.body.data.comms
      .filter((c) => c.status === 'pending_payment')
      .reduce((s, c) => s + c.amount_final, 0);
    const res = await admin.request('GET', reportPdf);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.toString('latin1')).toMatch(A4_MEDIABOX);
    const text = pdfText(pdf);
    expect(text).toContain('COMMISSION PAYOUT REPORT');
    expect(text).toMatch(
      new RegExp(`Total Paid\\s+[\\s\\S]*${formatRM(screen.body.data.total_paid).replace('.', '\\.')}`),
    );
    expect(text).toContain(formatRM(pending));
    expect(text).toContain(formatRM(screen.body.data.total_paid + pending));
    // What Generate Payout for this month pays, as the screen says it.
    const awaiting = screen.body.data.awaiting_payout;
    expect(text).toMatch(new RegExp(`Awaiting Payout\\s+${formatRM(awaiting.total).replace('.', '\\.')}`));
    expect(text).toContain(`Awaiting Payout: ${awaiting.count} released commission`);
    // Cells wrap in narrow columns: compare without whitespace.
    const flat = text.replace(/\s+/g, '');
    for (const email of new Set(screen.body.data.comms.map((c) => c.user.email)))
      expect(flat).toContain(email);
  });
});
