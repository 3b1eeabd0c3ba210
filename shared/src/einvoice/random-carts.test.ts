import { describe, expect, it } from 'vitest';
import { includedTaxSen } from '../money/included-tax';
import { buildConsolidatedInvoices } from './build-consolidated';
import type { LineTax } from './document';
import type { InclusiveLine, TaxTreatment } from './line-amounts';
import { sampleInvoice } from './testing/sample-invoice';
import { SAMPLE_ISSUED_AT, SAMPLE_NOW, SAMPLE_SELLER } from './testing/sample-parties';
import { renderUblJson } from './ubl-json';
import { validateEInvoice } from './validate-document';

/** A small deterministic generator so the property checks are repeatable. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const TREATMENTS: TaxTreatment[] = [
  { type: '02', rateBasisPoints: 800 },
  { type: '02', rateBasisPoints: 600 },
  { type: '01', rateBasisPoints: 1000 },
  { type: '01', rateBasisPoints: 500 },
  { type: '06', rateBasisPoints: 0 },
  { type: 'E', rateBasisPoints: 0, exemptionReason: 'Exempt under Service Tax (Exemption) Order 2018' },
];

function randomCart(next: () => number): InclusiveLine[] {
  return Array.from({ length: 1 + Math.floor(next() * 6) }, (_, i) => {
    const unitPriceSen = Math.floor(next() * 50_000);
    const quantity = next() < 0.6 ? 1 : 1 + Math.floor(next() * 40);
    const discountSen = next() < 0.4 ? Math.floor(next() * unitPriceSen * quantity) : 0;
    return {
      description: `Item ${i + 1}`,
      classification: next() < 0.5 ? '010' : '022',
      quantity,
      unitPriceSen,
      discountSen,
      tax: TREATMENTS[Math.floor(next() * TREATMENTS.length)] as TaxTreatment,
    };
  });
}

describe('property: random carts add up to the sen', () => {
  it('an individual e-Invoice of any cart is valid and its payable amount is exactly what was paid', () => {
    const next = rng(20261201);
    for (let run = 0; run < 400; run++) {
      const cart = randomCart(next);
      const doc = sampleInvoice(cart, run);
      const paid = cart.reduce((s, l) => s + l.unitPriceSen * l.quantity - l.discountSen, 0);
      const tax = cart.reduce(
        (s, l) =>
          s +
          (l.tax.type === '06' || l.tax.type === 'E'
            ? 0
            : includedTaxSen(l.unitPriceSen * l.quantity - l.discountSen, l.tax.rateBasisPoints)),
        0,
      );
      expect(doc.totals.payableSen).toBe(paid);
      expect(doc.totals.taxSen).toBe(tax);
      expect(doc.totals.totalExcludingTaxSen + doc.totals.taxSen).toBe(paid);
      for (const line of doc.lines) {
        expect(line.subtotalSen).toBe(line.unitPriceSen * line.quantity);
        expect(line.discountSen).toBeGreaterThanOrEqual(0);
        expect(line.subtotalSen - line.discountSen).toBe(line.totalExcludingTaxSen);
      }
      const issues = validateEInvoice(JSON.parse(renderUblJson(doc)), { now: SAMPLE_NOW });
      expect(issues, `cart ${run}: ${JSON.stringify(cart)}`).toEqual([]);
    }
  });

  it('a consolidated e-Invoice of any month of receipts is valid and adds up to the receipts', () => {
    const next = rng(42);
    const receipts = Array.from({ length: 1500 }, (_, i) => {
      const parts: LineTax[] = randomCart(next).map((l) => {
        const gross = l.unitPriceSen * l.quantity - l.discountSen;
        const charged = l.tax.type !== '06' && l.tax.type !== 'E';
        const taxSen = charged ? includedTaxSen(gross, l.tax.rateBasisPoints) : 0;
        return {
          type: l.tax.type,
          rateBasisPoints: charged ? l.tax.rateBasisPoints : 0,
          taxableSen: gross - taxSen,
          taxSen,
          ...(l.tax.exemptionReason ? { exemptionReason: l.tax.exemptionReason } : {}),
        };
      });
      return { reference: `MHR-2026-${String(i).padStart(6, '0')}`, parts };
    });
    const { documents, excluded } = buildConsolidatedInvoices({
      supplier: SAMPLE_SELLER,
      year: 2026,
      month: 11,
      receipts,
      issuedAt: SAMPLE_ISSUED_AT,
      codeNumberPrefix: 'CEI-2026-11',
      maxDocumentBytes: 120_000,
    });
    const total = (parts: LineTax[]) => parts.reduce((s, p) => s + p.taxableSen + p.taxSen, 0);
    const kept = receipts.filter((r) => !excluded.some((e) => e.reference === r.reference));
    expect(documents.length).toBeGreaterThan(1);
    expect(documents.reduce((s, d) => s + d.totals.payableSen, 0)).toBe(
      kept.reduce((s, r) => s + total(r.parts), 0),
    );
    expect(documents.reduce((s, d) => s + d.totals.taxSen, 0)).toBe(
      kept.reduce((s, r) => s + r.parts.reduce((t, p) => t + p.taxSen, 0), 0),
    );
    for (const doc of documents)
      expect(validateEInvoice(JSON.parse(renderUblJson(doc)), { now: SAMPLE_NOW })).toEqual([]);
  });
});
