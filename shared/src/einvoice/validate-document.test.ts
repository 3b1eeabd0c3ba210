import { describe, expect, it } from 'vitest';
import { buildConsolidatedInvoices } from './build-consolidated';
import { buildIndividualInvoice } from './build-documents';
import { SAMPLE_BUYER, SAMPLE_ISSUED_AT, SAMPLE_NOW, SAMPLE_SELLER } from './testing/sample-parties';
import { renderUblJson } from './ubl-json';
import { validateEInvoice } from './validate-document';

// biome-ignore lint/suspicious/noExplicitAny: the mutations reach anywhere in a parsed document
type Json = Record<string, any>;
const SST = { type: '02', rateBasisPoints: 800 } as const;

function validInvoice(): Json {
  const doc = buildIndividualInvoice({
    seller: SAMPLE_SELLER,
    codeNumber: 'EI-1',
    issuedAt: SAMPLE_ISSUED_AT,
    buyer: SAMPLE_BUYER,
    orderReference: 'MHR-1',
    lines: [
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
    ],
  });
  return JSON.parse(renderUblJson(doc));
}

const inv = (d: Json) => d.Invoice[0];
const supplier = (d: Json) => inv(d).AccountingSupplierParty[0].Party[0];
const buyer = (d: Json) => inv(d).AccountingCustomerParty[0].Party[0];
const line = (d: Json, i = 0) => inv(d).InvoiceLine[i];
const codesOf = (d: Json, now = SAMPLE_NOW) =>
  validateEInvoice(d, { now }).map((i) => `${i.step}:${i.code}:${i.path}`);

describe('validateEInvoice', () => {
  it('accepts what the builder makes', () => {
    expect(validateEInvoice(validInvoice(), { now: SAMPLE_NOW })).toEqual([]);
  });

  it.each<[string, (d: Json) => void, string]>([
    [
      'no buyer TIN',
      (d) => buyer(d).PartyIdentification.shift(),
      'coreFields:MissingField:$.Invoice[0].AccountingCustomerParty[0].Party[0].PartyIdentification',
    ],
    [
      'a malformed supplier TIN',
      (d) => {
        supplier(d).PartyIdentification[0].ID[0]._ = 'C0123';
      },
      'taxpayer:InvalidTin:$.Invoice[0].AccountingSupplierParty[0].Party[0].PartyIdentification[0].ID[0]',
    ],
    [
      'a bad MyKad number',
      (d) => {
        buyer(d).PartyIdentification[1].ID[0]._ = '901399145678';
      },
      'taxpayer:InvalidIdentity:$.Invoice[0].AccountingCustomerParty[0].Party[0].PartyIdentification[1].ID[0]',
    ],
    [
      'NA for a named buyer',
      (d) => {
        buyer(d).PartyIdentification[1].ID[0]._ = 'NA';
      },
      'coreFields:MissingField:$.Invoice[0].AccountingCustomerParty[0].Party[0].PartyIdentification[1].ID[0]',
    ],
    [
      'a phone with dashes',
      (d) => {
        buyer(d).Contact[0].Telephone[0]._ = '012-3456789';
      },
      'coreFields:InvalidFormat:$.Invoice[0].AccountingCustomerParty[0].Party[0].Contact[0].Telephone[0]',
    ],
    [
      'a bad e-mail',
      (d) => {
        supplier(d).Contact[0].ElectronicMail[0]._ = 'not-mail';
      },
      'coreFields:InvalidFormat:$.Invoice[0].AccountingSupplierParty[0].Party[0].Contact[0].ElectronicMail[0]',
    ],
    [
      'a four-digit postcode',
      (d) => {
        buyer(d).PostalAddress[0].PostalZone[0]._ = '4000';
      },
      'coreFields:InvalidFormat:$.Invoice[0].AccountingCustomerParty[0].Party[0].PostalAddress[0].PostalZone[0]',
    ],
    [
      'state 00',
      (d) => {
        buyer(d).PostalAddress[0].CountrySubentityCode[0]._ = '00';
      },
      'codes:InvalidCode:$.Invoice[0].AccountingCustomerParty[0].Party[0].PostalAddress[0].CountrySubentityCode[0]',
    ],
    [
      'no city',
      (d) => {
        delete supplier(d).PostalAddress[0].CityName;
      },
      'coreFields:MissingField:$.Invoice[0].AccountingSupplierParty[0].Party[0].PostalAddress[0].CityName',
    ],
    [
      'a four-digit MSIC code',
      (d) => {
        supplier(d).IndustryClassificationCode[0]._ = '8549';
      },
      'codes:InvalidCode:$.Invoice[0].AccountingSupplierParty[0].Party[0].IndustryClassificationCode[0]',
    ],
    [
      'no business activity',
      (d) => {
        delete supplier(d).IndustryClassificationCode[0].name;
      },
      'coreFields:MissingField:$.Invoice[0].AccountingSupplierParty[0].Party[0].IndustryClassificationCode[0].name',
    ],
    [
      'an unknown classification',
      (d) => {
        line(d).Item[0].CommodityClassification[0].ItemClassificationCode[0]._ = '099';
      },
      'codes:InvalidCode:$.Invoice[0].InvoiceLine[0].Item[0].CommodityClassification[0].ItemClassificationCode[0]',
    ],
    [
      'an unknown tax type',
      (d) => {
        line(d).TaxTotal[0].TaxSubtotal[0].TaxCategory[0].ID[0]._ = '07';
      },
      'codes:InvalidCode:$.Invoice[0].InvoiceLine[0].TaxTotal[0].TaxSubtotal[0].TaxCategory[0].ID[0]',
    ],
    [
      'an exemption without its reason',
      (d) => {
        delete line(d, 1).TaxTotal[0].TaxSubtotal[0].TaxCategory[0].TaxExemptionReason;
      },
      'coreFields:MissingField:$.Invoice[0].InvoiceLine[1].TaxTotal[0].TaxSubtotal[0].TaxCategory[0].TaxExemptionReason',
    ],
    [
      'a payable amount one sen off',
      (d) => {
        inv(d).LegalMonetaryTotal[0].PayableAmount[0]._ += 0.01;
      },
      'coreFields:AmountMismatch:$.Invoice[0].LegalMonetaryTotal[0].PayableAmount',
    ],
    [
      'a subtotal that is not price x quantity',
      (d) => {
        line(d).ItemPriceExtension[0].Amount[0]._ = 1;
      },
      'coreFields:AmountMismatch:$.Invoice[0].InvoiceLine[0].ItemPriceExtension',
    ],
    [
      'a tax at the wrong rate',
      (d) => {
        line(d).TaxTotal[0].TaxSubtotal[0].Percent[0]._ = 6;
      },
      'coreFields:AmountMismatch:$.Invoice[0].InvoiceLine[0].TaxTotal[0].TaxSubtotal[0].TaxAmount',
    ],
    [
      'an amount with three decimals',
      (d) => {
        inv(d).LegalMonetaryTotal[0].TaxExclusiveAmount[0]._ = 1.005;
      },
      'structure:BadStructure:$.Invoice[0].LegalMonetaryTotal[0].TaxExclusiveAmount[0]',
    ],
    [
      'an amount as text',
      (d) => {
        inv(d).TaxTotal[0].TaxAmount[0]._ = '7.39';
      },
      'structure:BadStructure:$.Invoice[0].TaxTotal[0].TaxAmount[0]',
    ],
    [
      'a value outside its "_" wrapper',
      (d) => {
        inv(d).ID = 'EI-1';
      },
      'structure:BadStructure:$.Invoice[0].ID',
    ],
    [
      'an unknown document type',
      (d) => {
        inv(d).InvoiceTypeCode[0]._ = '05';
      },
      'codes:InvalidCode:$.Invoice[0].InvoiceTypeCode[0]',
    ],
    [
      'an unknown version',
      (d) => {
        inv(d).InvoiceTypeCode[0].listVersionID = '2.0';
      },
      'coreFields:InvalidCode:$.Invoice[0].InvoiceTypeCode[0].listVersionID',
    ],
    [
      'version 1.1 without a signature',
      (d) => {
        inv(d).InvoiceTypeCode[0].listVersionID = '1.1';
      },
      'signature:SignatureMissing:$.Invoice[0].Signature',
    ],
    [
      'a credit note without its original',
      (d) => {
        inv(d).InvoiceTypeCode[0]._ = '02';
      },
      'references:MissingReference:$.Invoice[0].BillingReference',
    ],
    [
      'a foreign currency without a rate',
      (d) => {
        inv(d).DocumentCurrencyCode[0]._ = 'USD';
      },
      'currency:MissingField:$.Invoice[0].TaxExchangeRate',
    ],
    [
      'a wrong namespace',
      (d) => {
        d._D = 'urn:x';
      },
      'structure:BadStructure:$._D',
    ],
    [
      'no lines',
      (d) => {
        inv(d).InvoiceLine = [];
      },
      'coreFields:MissingField:$.Invoice[0].InvoiceLine',
    ],
    [
      'an issue date in the past month',
      (d) => {
        inv(d).IssueDate[0]._ = '2026-11-27';
      },
      'coreFields:IssuanceTooOld:$.Invoice[0].IssueDate[0]',
    ],
    [
      'an issue time tomorrow',
      (d) => {
        inv(d).IssueDate[0]._ = '2026-12-02';
      },
      'coreFields:IssuanceInFuture:$.Invoice[0].IssueDate[0]',
    ],
    [
      'a local time',
      (d) => {
        inv(d).IssueTime[0]._ = '09:30:00+08:00';
      },
      'coreFields:InvalidFormat:$.Invoice[0].IssueTime[0]',
    ],
  ])('reports %s', (_name, mutate, expected) => {
    const d = validInvoice();
    mutate(d);
    expect(codesOf(d)).toContain(expected);
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
