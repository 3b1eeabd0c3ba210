import { describe, expect, it } from 'vitest';
import { buildConsolidatedInvoices } from './build-consolidated';
import { sampleInvoice } from './testing/sample-invoice';
import { SAMPLE_ISSUED_AT, SAMPLE_NOW, SAMPLE_SELLER } from './testing/sample-parties';
import { renderUblJson } from './ubl-json';
import { validateEInvoice } from './validate-document';

// biome-ignore lint/suspicious/noExplicitAny: the mutations reach anywhere in a parsed document
type Json = Record<string, any>;
const SST = { type: '02', rateBasisPoints: 800 } as const;

function validInvoice(): Json {
  const doc = sampleInvoice([
    {
      description: 'Pakej Emas',
      classification: '010',
      quantity: 2,
      unitPriceSen: 4990,
      discountSen: 500,
      tax: SST,
    },
    {
      description: 'Ebook',
      classification: '026',
      quantity: 1,
      unitPriceSen: 1500,
      discountSen: 0,
      tax: {
        type: 'E',
        rateBasisPoints: 0,
        exemptionReason: 'Exempt under Service Tax (Exemption) Order 2018',
      },
    },
  ]);
  return JSON.parse(renderUblJson(doc));
}

const INV = '$.Invoice[0]';
const SUP = `${INV}.AccountingSupplierParty[0].Party[0]`;
const BUY = `${INV}.AccountingCustomerParty[0].Party[0]`;
const LINE = `${INV}.InvoiceLine[0]`;

/** Sets what a `$.A[0].B` path names in a parsed document, or deletes it when the value is undefined. */
function setAt(d: Json, path: string, value: unknown): void {
  const keys = [...path.slice(2).matchAll(/[^.[\]]+/g)].map(([k]) => k);
  const last = keys.pop() as string;
  const parent = keys.reduce<Json>((node, k) => node[k], d);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
}

const inv = (d: Json) => d.Invoice[0];
const buyer = (d: Json) => inv(d).AccountingCustomerParty[0].Party[0];
const codesOf = (d: Json, now = SAMPLE_NOW) =>
  validateEInvoice(d, { now }).map((i) => `${i.step}:${i.code}:${i.path}`);

describe('validateEInvoice', () => {
  it('accepts what the builder makes', () => {
    expect(validateEInvoice(validInvoice(), { now: SAMPLE_NOW })).toEqual([]);
  });

  // [what, the path changed (`._` is a wrapped value), the new value (undefined deletes), what is reported]:
  // `step:code` at the changed path, or `step:code:path` where the finding is elsewhere.
  it.each<[string, string, unknown, string]>([
    ['a malformed supplier TIN', `${SUP}.PartyIdentification[0].ID[0]._`, 'C0123', 'taxpayer:InvalidTin'],
    [
      'a bad MyKad number',
      `${BUY}.PartyIdentification[1].ID[0]._`,
      '901399145678',
      'taxpayer:InvalidIdentity',
    ],
    ['NA for a named buyer', `${BUY}.PartyIdentification[1].ID[0]._`, 'NA', 'coreFields:MissingField'],
    ['a phone with dashes', `${BUY}.Contact[0].Telephone[0]._`, '012-3456789', 'coreFields:InvalidFormat'],
    ['a bad e-mail', `${SUP}.Contact[0].ElectronicMail[0]._`, 'not-mail', 'coreFields:InvalidFormat'],
    ['a four-digit postcode', `${BUY}.PostalAddress[0].PostalZone[0]._`, '4000', 'coreFields:InvalidFormat'],
    ['state 00', `${BUY}.PostalAddress[0].CountrySubentityCode[0]._`, '00', 'codes:InvalidCode'],
    ['no city', `${SUP}.PostalAddress[0].CityName`, undefined, 'coreFields:MissingField'],
    ['a four-digit MSIC code', `${SUP}.IndustryClassificationCode[0]._`, '8549', 'codes:InvalidCode'],
    [
      'no business activity',
      `${SUP}.IndustryClassificationCode[0].name`,
      undefined,
      'coreFields:MissingField',
    ],
    [
      'an unknown classification',
      `${LINE}.Item[0].CommodityClassification[0].ItemClassificationCode[0]._`,
      '099',
      'codes:InvalidCode',
    ],
    [
      'an unknown tax type',
      `${LINE}.TaxTotal[0].TaxSubtotal[0].TaxCategory[0].ID[0]._`,
      '07',
      'codes:InvalidCode',
    ],
    [
      'an exemption without its reason',
      '$.Invoice[0].InvoiceLine[1].TaxTotal[0].TaxSubtotal[0].TaxCategory[0].TaxExemptionReason',
      undefined,
      'coreFields:MissingField',
    ],
    [
      'a subtotal that is not price x quantity',
      `${LINE}.ItemPriceExtension[0].Amount[0]._`,
      1,
      `coreFields:AmountMismatch:${LINE}.ItemPriceExtension`,
    ],
    [
      'a tax at the wrong rate',
      `${LINE}.TaxTotal[0].TaxSubtotal[0].Percent[0]._`,
      6,
      `coreFields:AmountMismatch:${LINE}.TaxTotal[0].TaxSubtotal[0].TaxAmount`,
    ],
    [
      'an amount with three decimals',
      `${INV}.LegalMonetaryTotal[0].TaxExclusiveAmount[0]._`,
      1.005,
      'structure:BadStructure',
    ],
    ['an amount as text', `${INV}.TaxTotal[0].TaxAmount[0]._`, '7.39', 'structure:BadStructure'],
    ['a value outside its "_" wrapper', `${INV}.ID`, 'EI-1', 'structure:BadStructure'],
    ['an unknown document type', `${INV}.InvoiceTypeCode[0]._`, '05', 'codes:InvalidCode'],
    ['an unknown version', `${INV}.InvoiceTypeCode[0].listVersionID`, '2.0', 'coreFields:InvalidCode'],
    [
      'version 1.1 without a signature',
      `${INV}.InvoiceTypeCode[0].listVersionID`,
      '1.1',
      `signature:SignatureMissing:${INV}.Signature`,
    ],
    [
      'a credit note without its original',
      `${INV}.InvoiceTypeCode[0]._`,
      '02',
      `references:MissingReference:${INV}.BillingReference`,
    ],
    [
      'a foreign currency without a rate',
      `${INV}.DocumentCurrencyCode[0]._`,
      'USD',
      `currency:MissingField:${INV}.TaxExchangeRate`,
    ],
    ['a wrong namespace', '$._D', 'urn:x', 'structure:BadStructure'],
    ['no lines', `${INV}.InvoiceLine`, [], 'coreFields:MissingField'],
    ['an issue date in the past month', `${INV}.IssueDate[0]._`, '2026-11-27', 'coreFields:IssuanceTooOld'],
    ['an issue time tomorrow', `${INV}.IssueDate[0]._`, '2026-12-02', 'coreFields:IssuanceInFuture'],
    ['a local time', `${INV}.IssueTime[0]._`, '09:30:00+08:00', 'coreFields:InvalidFormat'],
  ])('reports %s', (_name, path, value, expected) => {
    const d = validInvoice();
    setAt(d, path, value);
    const at = expected.includes(':$') ? expected : `${expected}:${path.replace(/\._$/, '')}`;
    expect(codesOf(d)).toContain(at);
  });

  it('reports a buyer without a TIN', () => {
    const d = validInvoice();
    buyer(d).PartyIdentification.shift();
    expect(codesOf(d)).toContain(`coreFields:MissingField:${BUY}.PartyIdentification`);
  });

  it('reports a payable amount one sen off', () => {
    const d = validInvoice();
    inv(d).LegalMonetaryTotal[0].PayableAmount[0]._ += 0.01;
    expect(codesOf(d)).toContain(`coreFields:AmountMismatch:${INV}.LegalMonetaryTotal[0].PayableAmount`);
  });

  it('accepts an issue time up to 72 hours old, not older', () => {
    const d = validInvoice();
    const issued = SAMPLE_ISSUED_AT.getTime();
    expect(codesOf(d, new Date(issued + 72 * 3600_000))).toEqual([]);
    expect(codesOf(d, new Date(issued + 72 * 3600_000 + 1000))).toEqual([
      'coreFields:IssuanceTooOld:$.Invoice[0].IssueDate[0]',
    ]);
  });

  it('lets only the general-public buyer of a consolidated e-Invoice say NA', () => {
    const { documents } = buildConsolidatedInvoices({
      supplier: SAMPLE_SELLER,
      year: 2026,
      month: 11,
      receipts: [
        { reference: 'MHR-1', parts: [{ type: '02', rateBasisPoints: 800, taxableSen: 1000, taxSen: 80 }] },
      ],
      issuedAt: SAMPLE_ISSUED_AT,
      codeNumberPrefix: 'CEI',
    });
    const d: Json = JSON.parse(renderUblJson(documents[0]!));
    expect(codesOf(d)).toEqual([]);
    buyer(d).PartyIdentification[0].ID[0]._ = 'IG12345678090';
    expect(codesOf(d)).toEqual(
      expect.arrayContaining([
        'coreFields:MissingField:$.Invoice[0].AccountingCustomerParty[0].Party[0].PartyIdentification[1].ID[0]',
        'coreFields:MissingField:$.Invoice[0].AccountingCustomerParty[0].Party[0].PostalAddress[0].AddressLine[0].Line[0]',
        'coreFields:InvalidFormat:$.Invoice[0].AccountingCustomerParty[0].Party[0].Contact[0].Telephone[0]',
      ]),
    );
  });

  it('calls the signature verifier for a signed v1.1 document and reports what it finds', () => {
    const d = validInvoice();
    inv(d).InvoiceTypeCode[0].listVersionID = '1.1';
    inv(d).UBLExtensions = [{}];
    inv(d).Signature = [{}];
    expect(validateEInvoice(d, { now: SAMPLE_NOW, verifySignature: () => null })).toEqual([]);
    expect(codesOf(d)).toEqual([]);
    expect(
      validateEInvoice(d, { now: SAMPLE_NOW, verifySignature: () => 'the document digest does not match' }),
    ).toEqual([
      {
        step: 'signature',
        code: 'SignatureInvalid',
        path: '$.Invoice[0].UBLExtensions',
        message: 'the document digest does not match',
      },
    ]);
  });

  it('survives anything that is not a document', () => {
    for (const junk of [null, 1, 'x', [], {}, { Invoice: 'x' }, { Invoice: [1] }, { Invoice: [{}, {}] }]) {
      const issues = validateEInvoice(junk, { now: SAMPLE_NOW });
      expect(issues.length).toBeGreaterThan(0);
    }
  });
});
