import { describe, expect, it } from 'vitest';
import { buildDocument, EInvoiceBuildError } from './build-document';
import {
  buildAdjustmentNote,
  buildIndividualInvoice,
  buildSelfBilledCreditNote,
  buildSelfBilledInvoice,
} from './build-documents';
import { documentFacts } from './document-facts';
import { payeeSupplier, taxpayerParty } from './parties';
import {
  SAMPLE_BUYER,
  SAMPLE_ISSUED_AT,
  SAMPLE_NOW,
  SAMPLE_RESELLER,
  SAMPLE_SELLER,
} from './testing/sample-parties';
import { renderUblJson } from './ubl-json';
import { validateEInvoice } from './validate-document';

const SST = { type: '02', rateBasisPoints: 800 } as const;

function order() {
  return buildIndividualInvoice({
    seller: SAMPLE_SELLER,
    codeNumber: 'EI-MHR-2026-7KQ3M9XH2A',
    issuedAt: SAMPLE_ISSUED_AT,
    buyer: SAMPLE_BUYER,
    orderReference: 'MHR-2026-7KQ3M9XH2A',
    lines: [
      {
        description: 'Pakej Emas (1 bulan)',
        classification: '010',
        quantity: 1,
        unitPriceSen: 4990,
        discountSen: 499,
        tax: SST,
      },
      {
        description: 'Buku latihan',
        classification: '022',
        quantity: 3,
        unitPriceSen: 1013,
        discountSen: 0,
        tax: { type: '06', rateBasisPoints: 0 },
      },
    ],
  });
}

describe('buildIndividualInvoice', () => {
  it('takes the tax out of inclusive prices and adds every figure up to the sen', () => {
    const doc = order();
    const [subscription, book] = doc.lines;
    // RM 49.90 less RM 4.99 = RM 44.91 paid, of which 8 % SST is RM 3.33: RM 41.58 excluding tax. The list
    // price excluding tax is RM 46.20, so the discount excluding tax is RM 4.62.
    expect(subscription).toMatchObject({
      taxSen: 333,
      totalExcludingTaxSen: 4158,
      unitPriceSen: 4620,
      discountSen: 462,
    });
    expect(book).toMatchObject({
      quantity: 3,
      unitPriceSen: 1013,
      subtotalSen: 3039,
      taxSen: 0,
      totalExcludingTaxSen: 3039,
    });
    expect(doc.totals).toEqual({
      netSen: 7197,
      totalExcludingTaxSen: 7197,
      taxSen: 333,
      totalIncludingTaxSen: 7530,
      discountSen: 462,
      payableSen: 7530,
    });
    expect(doc.totals.payableSen).toBe(4990 - 499 + 3 * 1013);
    expect(doc.taxSubtotals).toEqual([
      { type: '02', taxableSen: 4158, taxSen: 333 },
      { type: '06', taxableSen: 3039, taxSen: 0 },
    ]);
  });

  it('renders UBL JSON that MyInvois validation accepts, amounts as exact two-place decimals', () => {
    const json = renderUblJson(order());
    expect(json).toContain('"PayableAmount":[{"_":75.30,"currencyID":"MYR"}]');
    expect(json).toContain('"InvoiceTypeCode":[{"_":"01","listVersionID":"1.0"}]');
    expect(json).toContain('"IssueDate":[{"_":"2026-12-01"}],"IssueTime":[{"_":"01:30:00Z"}]');
    expect(json).toContain('{"ID":[{"_":"900101145678","schemeID":"NRIC"}]}');
    expect(json).toContain('"Telephone":[{"_":"0123456789"}]');
    expect(json).not.toMatch(/\s{2}|\n/);
    expect(validateEInvoice(JSON.parse(json), { now: SAMPLE_NOW })).toEqual([]);
  });

  it('names the order as the bill reference and the person as the receiver', () => {
    const facts = documentFacts(JSON.parse(renderUblJson(order())));
    expect(facts).toMatchObject({
      internalId: 'EI-MHR-2026-7KQ3M9XH2A',
      typeCode: '01',
      typeName: 'Invoice',
      version: '1.0',
      issuerTin: 'C20880050010',
      issuerName: 'Mahir Edu Sdn. Bhd.',
      receiverId: '900101145678',
      receiverName: 'Siti Aminah binti Abdullah',
      issuedAt: '2026-12-01T01:30:00Z',
      totalPayableSen: 7530,
      totalExcludingTaxSen: 7197,
    });
  });
});

describe('notes', () => {
  it('a refund note references the original by code number and UUID', () => {
    const note = buildAdjustmentNote({
      kind: 'refundNote',
      seller: SAMPLE_SELLER,
      codeNumber: 'RN-RF-0001',
      issuedAt: SAMPLE_ISSUED_AT,
      buyer: taxpayerParty(SAMPLE_BUYER),
      original: { codeNumber: 'EI-MHR-2026-7KQ3M9XH2A', uuid: 'F9D425P6DS7D8IU0000000000A' },
      refundReference: 'RF-0001',
      lines: [
        {
          description: 'Refund: Pakej Emas',
          classification: '010',
          quantity: 1,
          unitPriceSen: 2000,
          discountSen: 0,
          tax: SST,
        },
      ],
    });
    expect(note.typeCode).toBe('04');
    const json = renderUblJson(note);
    expect(json).toContain(
      '"BillingReference":[{"InvoiceDocumentReference":[{"ID":[{"_":"EI-MHR-2026-7KQ3M9XH2A"}],"UUID":[{"_":"F9D425P6DS7D8IU0000000000A"}]}]},{"AdditionalDocumentReference":[{"ID":[{"_":"RF-0001"}]}]}]',
    );
    expect(note.totals.payableSen).toBe(2000);
    expect(validateEInvoice(JSON.parse(json), { now: SAMPLE_NOW })).toEqual([]);
    expect(documentFacts(JSON.parse(json)).referencedUuids).toEqual(['F9D425P6DS7D8IU0000000000A']);
  });

  it('refuses a note without its original', () => {
    expect(() =>
      buildDocument({
        kind: 'creditNote',
        codeNumber: 'CN-1',
        issuedAt: SAMPLE_ISSUED_AT,
        supplier: SAMPLE_SELLER,
        buyer: taxpayerParty(SAMPLE_BUYER),
        lines: [
          {
            description: 'x',
            classifications: ['022'],
            quantity: 1,
            unitPriceSen: 100,
            taxes: [{ type: '06', rateBasisPoints: 0, taxableSen: 100, taxSen: 0 }],
          },
        ],
      }),
    ).toThrow(EInvoiceBuildError);
  });
});

describe('self-billed', () => {
  const payout = () =>
    buildSelfBilledInvoice({
      seller: SAMPLE_SELLER,
      codeNumber: 'SB-PO-2026-11-0007',
      issuedAt: SAMPLE_ISSUED_AT,
      payee: SAMPLE_RESELLER,
      period: { start: '2026-11-01', end: '2026-11-30' },
      payoutReference: 'PO-2026-11',
      lines: [
        { description: 'Commission MHR-2026-AAAA', amountSen: 1497 },
        { description: 'Commission MHR-2026-BBBB', amountSen: 250 },
      ],
    });

  it('makes the reseller the supplier and Mahir the buyer and issuer', () => {
    const doc = payout();
    expect(doc.typeCode).toBe('11');
    expect(doc.supplier).toMatchObject({ name: 'Ahmad Faiz bin Rahman', msic: { code: '00000' } });
    expect(doc.buyer).not.toHaveProperty('msic');
    expect(doc.totals.payableSen).toBe(1747);
    const json = renderUblJson(doc);
    expect(validateEInvoice(JSON.parse(json), { now: SAMPLE_NOW })).toEqual([]);
    expect(documentFacts(JSON.parse(json))).toMatchObject({
      issuerTin: SAMPLE_SELLER.tin,
      receiverName: 'Ahmad Faiz bin Rahman',
      typeName: 'Self-billed Invoice',
    });
    expect(json).toContain('"ItemClassificationCode":[{"_":"037","listID":"CLASS"}]');
  });

  it('a self-billed credit note reduces it', () => {
    const note = buildSelfBilledCreditNote({
      seller: SAMPLE_SELLER,
      codeNumber: 'SBCN-1',
      issuedAt: SAMPLE_ISSUED_AT,
      payee: payeeSupplier(SAMPLE_RESELLER),
      original: { codeNumber: 'SB-PO-2026-11-0007', uuid: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
      lines: [{ description: 'Commission reversed MHR-2026-BBBB', amountSen: 250 }],
    });
    expect(note.typeCode).toBe('12');
    expect(validateEInvoice(JSON.parse(renderUblJson(note)), { now: SAMPLE_NOW })).toEqual([]);
  });
});

describe('buildDocument refuses figures that cannot add up', () => {
  const base = {
    kind: 'invoice' as const,
    codeNumber: 'X',
    issuedAt: SAMPLE_ISSUED_AT,
    supplier: SAMPLE_SELLER,
    buyer: taxpayerParty(SAMPLE_BUYER),
  };
  it.each([
    [
      'taxable amounts that miss the line total',
      { taxes: [{ type: '02', rateBasisPoints: 800, taxableSen: 99, taxSen: 8 }] },
    ],
    [
      'tax on a not-applicable line',
      { taxes: [{ type: '06', rateBasisPoints: 0, taxableSen: 100, taxSen: 1 }] },
    ],
    [
      'an exemption without its reason',
      { taxes: [{ type: 'E', rateBasisPoints: 0, taxableSen: 100, taxSen: 0 }] },
    ],
    ['fractional sen', { unitPriceSen: 100.5 }],
    ['a discount above the line', { discountSen: 101 }],
    ['a zero quantity', { quantity: 0 }],
    ['no tax category', { taxes: [] }],
  ] as const)('%s', (_name, change) => {
    const line = {
      description: 'x',
      classifications: ['022'],
      quantity: 1,
      unitPriceSen: 100,
      taxes: [{ type: '06', rateBasisPoints: 0, taxableSen: 100, taxSen: 0 }],
      ...change,
    };
    expect(() => buildDocument({ ...base, lines: [line as never] })).toThrow(/./);
  });
});
