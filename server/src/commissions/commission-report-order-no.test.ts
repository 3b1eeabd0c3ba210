import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSubResellerStatementReport } from './subreseller-statement.report';

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'mahir-order-no-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-']).toString();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('order numbers in the commission PDFs', () => {
  it('break only after their own hyphens, never with one inserted inside a part', async () => {
    // The random part of a checkout's reference is long enough to wrap in the statement's narrow cell.
    const orderNos = ['MHR-2026-WA1WRPHZ6A', 'MHR-2026-WWWWWMMMMM', 'MHR-2026-000214'];
    const pdf = await renderSubResellerStatementReport({
      name: 'Kavitha a/p Subramaniam',
      email: 'subreseller@demo.my',
      resellerCode: 'RS0002',
      masterName: 'Tan Wei Ming',
      month: 11,
      year: 2026,
      rows: orderNos.map((order_no, i) => ({
        created_at: `2026-11-2${i}T03:00:00.000Z`,
        order_no,
        order_id: i + 1,
        status: 'pending_payment' as const,
        paid_at: null,
        amount_final: 741,
      })),
      total: 741 * 3,
      totalPaid: 0,
      totalPending: 741 * 3,
      generatedAt: '2026-11-25T00:00:00.000Z',
    });
    writeFileSync(join(tmpdir(), 'mahir-order-no-sample.pdf'), pdf);
    const flat = pdfText(pdf).replace(/\s+/g, '');
    for (const no of orderNos) expect(flat).toContain(no);
  });
});
