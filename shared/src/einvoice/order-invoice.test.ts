import { describe, expect, it } from 'vitest';
import { includedTaxSen } from '../money/included-tax';
import { buildIndividualInvoice } from './build-documents';
import { paidOrderLines, paidReceiptParts, saleTaxTreatment } from './order-invoice';
import { SAMPLE_BUYER, SAMPLE_ISSUED_AT, SAMPLE_SELLER } from './testing/sample-parties';

const items = [
  { name: 'Kursus A', unitPriceSen: 4990, quantity: 2, subtotalSen: 9980 },
  { name: 'Buku B', unitPriceSen: 1990, quantity: 1, subtotalSen: 1990 },
];

describe('an order as an e-Invoice', () => {
  it('spreads what was paid over the lines, so the invoice payable is the order paid to the sen', () => {
    const paid = 10_001; // 1,969 sen went in coins and a coupon
    const lines = paidOrderLines(items, paid, saleTaxTreatment(800));
    expect(lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(lines.reduce((s, l) => s + l.unitPriceSen * l.quantity - l.discountSen, 0)).toBe(paid);
    const doc = buildIndividualInvoice({
      seller: SAMPLE_SELLER,
      buyer: SAMPLE_BUYER,
      codeNumber: 'EI-T',
      issuedAt: SAMPLE_ISSUED_AT,
      orderReference: 'MHR-T',
      lines,
    });
    expect(doc.totals.payableSen).toBe(paid);
  });

  it('takes the tax out of a receipt once, and none at a zero rate', () => {
    const [part] = paidReceiptParts(10_800, saleTaxTreatment(800));
    expect(part).toEqual({
      type: '02',
      rateBasisPoints: 800,
      taxableSen: 10_000,
      taxSen: includedTaxSen(10_800, 800),
    });
    expect(paidReceiptParts(500, saleTaxTreatment(0))).toEqual([
      { type: '06', rateBasisPoints: 0, taxableSen: 500, taxSen: 0 },
    ]);
  });
});
