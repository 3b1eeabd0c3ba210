import { describe, expect, it } from 'vitest';
import { buildConsolidatedInvoices, CONSOLIDATION_LIMIT_SEN, monthPeriod } from './build-consolidated';
import { EInvoiceBuildError } from './build-document';
import { documentFacts } from './document-facts';
import { SAMPLE_ISSUED_AT, SAMPLE_NOW, SAMPLE_SELLER } from './testing/sample-parties';
import { renderUblJson, utf8Length } from './ubl-json';
import { validateEInvoice } from './validate-document';

const receipt = (reference: string, grossSen: number) => {
  const taxSen = Math.round((grossSen * 8) / 108);
  return {
    reference,
    parts: [{ type: '02' as const, rateBasisPoints: 800, taxableSen: grossSen - taxSen, taxSen }],
  };
};

const consolidate = (receipts: ReturnType<typeof receipt>[], maxDocumentBytes?: number) =>
  buildConsolidatedInvoices({
    supplier: SAMPLE_SELLER,
    year: 2026,
    month: 2,
    receipts,
    issuedAt: SAMPLE_ISSUED_AT,
    codeNumberPrefix: 'CEI-2026-02',
    maxDocumentBytes,
  });

describe('buildConsolidatedInvoices', () => {
  it('bills the general public, one line per receipt with its reference, for the month', () => {
    const { documents, excluded } = consolidate([
      receipt('MHR-2026-BBBB', 4990),
      receipt('MHR-2026-AAAA', 10_800),
    ]);
    expect(excluded).toEqual([]);
    expect(documents).toHaveLength(1);
    const [doc] = documents;
    expect(doc?.codeNumber).toBe('CEI-2026-02-001');
    expect(doc?.period).toEqual({ start: '2026-02-01', end: '2026-02-28', frequency: 'Monthly' });
    expect(doc?.buyer).toMatchObject({
      name: 'General Public',
      tin: 'EI00000000010',
      id: null,
      phone: null,
      address: null,
    });
    expect(doc?.lines.map((l) => [l.description, l.classifications, l.quantity])).toEqual([
      ['Receipt MHR-2026-AAAA', ['004'], 1],
      ['Receipt MHR-2026-BBBB', ['004'], 1],
    ]);
    expect(doc?.totals.payableSen).toBe(4990 + 10_800);
    const json = renderUblJson(doc!);
    expect(json).toContain(
      '"PartyIdentification":[{"ID":[{"_":"EI00000000010","schemeID":"TIN"}]},{"ID":[{"_":"NA","schemeID":"BRN"}]}',
    );
    expect(json).toContain('"CountrySubentityCode":[{"_":"17"}]');
    expect(validateEInvoice(JSON.parse(json), { now: SAMPLE_NOW })).toEqual([]);
    expect(documentFacts(JSON.parse(json)).receiverName).toBe('General Public');
  });

  it('splits a large month over documents under the size limit, every receipt exactly once', () => {
    const receipts = Array.from({ length: 3000 }, (_, i) =>
      receipt(`MHR-2026-${String(i).padStart(5, '0')}`, 100 + i),
    );
    const { documents } = consolidate(receipts, 100_000);
    expect(documents.length).toBeGreaterThanOrEqual(3);
    const lines = documents.flatMap((d) => d.lines.map((l) => l.description));
    expect(lines).toHaveLength(3000);
    expect(new Set(lines).size).toBe(3000);
    for (const d of documents) expect(utf8Length(renderUblJson(d))).toBeLessThanOrEqual(100_000 - 12_000);
    expect(documents.map((d) => d.codeNumber)).toEqual(
      documents.map((_, i) => `CEI-2026-02-${String(i + 1).padStart(3, '0')}`),
    );
  });

  it('leaves receipts above RM 10,000 out for their own e-Invoice', () => {
    const { documents, excluded } = consolidate([
      receipt('MHR-A', CONSOLIDATION_LIMIT_SEN),
      receipt('MHR-B', CONSOLIDATION_LIMIT_SEN + 1),
    ]);
    expect(excluded).toEqual([{ reference: 'MHR-B', reason: 'over_limit' }]);
    expect(documents[0]?.lines).toHaveLength(1);
  });

  it('makes no document for a month without receipts, and refuses a receipt listed twice', () => {
    expect(consolidate([]).documents).toEqual([]);
    expect(() => consolidate([receipt('MHR-A', 100), receipt('MHR-A', 200)])).toThrow(EInvoiceBuildError);
  });

  it('knows the length of every month', () => {
    expect(monthPeriod(2028, 2)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthPeriod(2026, 12)).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(() => monthPeriod(2026, 13)).toThrow(EInvoiceBuildError);
  });
});
