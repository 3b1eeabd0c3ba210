import { NOT_APPLICABLE, STATE_NOT_APPLICABLE, UNIT_ONE } from './codes';
import { money, percent, quantity, UblDecimal } from './decimal';
import type { EInvoiceDocument, EInvoiceLine, EInvoiceParty, EInvoiceSupplier } from './document';

/** A UBL 2.1 JSON value: every leaf sits in `{ "_": value, ...attributes }` inside a one-element array. */
export type UblJson = string | boolean | UblDecimal | UblJson[] | { [key: string]: UblJson };
type UblObject = { [key: string]: UblJson };

/** The namespaces LHDN's JSON documents open with. */
export const UBL_NAMESPACES = {
  _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

const v = (value: string | boolean | UblDecimal, attributes: Record<string, string> = {}): UblJson => [
  { _: value, ...attributes },
];
const amount = (sen: number): UblJson => v(money(sen), { currencyID: 'MYR' });
const taxScheme: UblJson = [{ ID: v('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }];

function address(party: EInvoiceParty): UblJson {
  const a = party.address;
  if (!a)
    return [
      {
        AddressLine: [{ Line: v(NOT_APPLICABLE) }],
        CountrySubentityCode: v(STATE_NOT_APPLICABLE),
        Country: [{ IdentificationCode: v('MYS', { listID: 'ISO3166-1', listAgencyID: '6' }) }],
      },
    ];
  return [
    {
      CityName: v(a.city),
      ...(a.postcode ? { PostalZone: v(a.postcode) } : {}),
      CountrySubentityCode: v(a.state),
      AddressLine: a.lines.map((line) => ({ Line: v(line) })),
      Country: [{ IdentificationCode: v(a.country, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
    },
  ];
}

function party(p: EInvoiceParty | EInvoiceSupplier): UblJson {
  const identifications: UblJson[] = [
    { ID: v(p.tin, { schemeID: 'TIN' }) },
    p.id ? { ID: v(p.id.value, { schemeID: p.id.type }) } : { ID: v(NOT_APPLICABLE, { schemeID: 'BRN' }) },
    { ID: v(p.sst ?? NOT_APPLICABLE, { schemeID: 'SST' }) },
    { ID: v(p.ttx ?? NOT_APPLICABLE, { schemeID: 'TTX' }) },
  ];
  const contact: UblObject = { Telephone: v(p.phone ?? NOT_APPLICABLE) };
  if (p.email) contact.ElectronicMail = v(p.email);
  return [
    {
      ...('msic' in p ? { IndustryClassificationCode: v(p.msic.code, { name: p.msic.description }) } : {}),
      PartyIdentification: identifications,
      PostalAddress: address(p),
      PartyLegalEntity: [{ RegistrationName: v(p.name) }],
      Contact: [contact],
    },
  ];
}

function line(l: EInvoiceLine): UblObject {
  return {
    ID: v(l.id),
    InvoicedQuantity: v(quantity(l.quantity), { unitCode: UNIT_ONE }),
    LineExtensionAmount: amount(l.totalExcludingTaxSen),
    ...(l.discountSen > 0
      ? {
          AllowanceCharge: [
            {
              ChargeIndicator: v(false),
              AllowanceChargeReason: v(l.discountReason ?? 'Discount'),
              Amount: amount(l.discountSen),
            },
          ],
        }
      : {}),
    TaxTotal: [
      {
        TaxAmount: amount(l.taxSen),
        TaxSubtotal: l.taxes.map((t) => ({
          TaxableAmount: amount(t.taxableSen),
          TaxAmount: amount(t.taxSen),
          Percent: v(percent(t.rateBasisPoints)),
          TaxCategory: [
            {
              ID: v(t.type),
              ...(t.exemptionReason ? { TaxExemptionReason: v(t.exemptionReason) } : {}),
              TaxScheme: taxScheme,
            },
          ],
        })),
      },
    ],
    Item: [
      {
        CommodityClassification: l.classifications.map((c) => ({
          ItemClassificationCode: v(c, { listID: 'CLASS' }),
        })),
        Description: v(l.description),
      },
    ],
    Price: [{ PriceAmount: amount(l.unitPriceSen) }],
    ItemPriceExtension: [{ Amount: amount(l.subtotalSen) }],
  };
}

/** The document's head: everything but the lines (so a consolidated document can measure its lines). */
function head(doc: EInvoiceDocument): UblObject {
  const billing: UblJson[] = doc.originals.map((o) => ({
    InvoiceDocumentReference: [{ ID: v(o.codeNumber), UUID: v(o.uuid) }],
  }));
  if (doc.billReference) billing.push({ AdditionalDocumentReference: [{ ID: v(doc.billReference) }] });
  const [date, time] = doc.issuedAt.split('T');
  return {
    ID: v(doc.codeNumber),
    IssueDate: v(date ?? ''),
    IssueTime: v(time ?? ''),
    InvoiceTypeCode: v(doc.typeCode, { listVersionID: doc.version }),
    DocumentCurrencyCode: v(doc.currency),
    TaxCurrencyCode: v(doc.currency),
    ...(doc.period
      ? {
          InvoicePeriod: [
            {
              StartDate: v(doc.period.start),
              EndDate: v(doc.period.end),
              Description: v(doc.period.frequency),
            },
          ],
        }
      : {}),
    ...(billing.length ? { BillingReference: billing } : {}),
    AccountingSupplierParty: [{ Party: party(doc.supplier) }],
    AccountingCustomerParty: [{ Party: party(doc.buyer) }],
    ...(doc.paymentMeans ? { PaymentMeans: [{ PaymentMeansCode: v(doc.paymentMeans) }] } : {}),
    TaxTotal: [
      {
        TaxAmount: amount(doc.totals.taxSen),
        TaxSubtotal: doc.taxSubtotals.map((t) => ({
          TaxableAmount: amount(t.taxableSen),
          TaxAmount: amount(t.taxSen),
          TaxCategory: [{ ID: v(t.type), TaxScheme: taxScheme }],
        })),
      },
    ],
    LegalMonetaryTotal: [
      {
        LineExtensionAmount: amount(doc.totals.netSen),
        TaxExclusiveAmount: amount(doc.totals.totalExcludingTaxSen),
        TaxInclusiveAmount: amount(doc.totals.totalIncludingTaxSen),
        PayableAmount: amount(doc.totals.payableSen),
      },
    ],
  };
}

/** The document as UBL 2.1 JSON values (LHDN's JSON binding). */
export function toUbl(doc: EInvoiceDocument): UblObject {
  return { ...UBL_NAMESPACES, Invoice: [{ ...head(doc), InvoiceLine: doc.lines.map(line) }] };
}

const quotedKeys = new Map<string, string>();
function quotedKey(key: string): string {
  let q = quotedKeys.get(key);
  if (q === undefined) {
    q = `${JSON.stringify(key)}:`;
    quotedKeys.set(key, q);
  }
  return q;
}

function write(value: UblJson, out: string[]): void {
  if (typeof value === 'string' || typeof value === 'boolean') out.push(JSON.stringify(value));
  else if (value instanceof UblDecimal) out.push(value.text);
  else if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, i) => {
      if (i) out.push(',');
      write(item, out);
    });
    out.push(']');
  } else {
    out.push('{');
    let first = true;
    for (const [key, item] of Object.entries(value)) {
      if (!first) out.push(',');
      first = false;
      out.push(quotedKey(key));
      write(item, out);
    }
    out.push('}');
  }
}

/** Minified JSON text of a UBL value, amounts written as exact decimals (`12.50`). */
export function serializeUbl(value: UblJson): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

/** The document as the minified UBL JSON text that is hashed, signed and submitted. */
export function renderUblJson(doc: EInvoiceDocument): string {
  return serializeUbl(toUbl(doc));
}

/** Size in bytes (UTF-8) of text, as MyInvois counts its limits. */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00) {
      n += 4;
      i += 1;
    } else n += 3;
  }
  return n;
}

/** Bytes one line adds to a document (its JSON and the comma before it). */
export function lineBytes(l: EInvoiceLine): number {
  return utf8Length(serializeUbl(line(l))) + 1;
}

/** Bytes of the document without its lines, so a splitter can budget the lines it adds. */
export function headBytes(doc: EInvoiceDocument): number {
  return utf8Length(serializeUbl({ ...UBL_NAMESPACES, Invoice: [{ ...head(doc), InvoiceLine: [] }] }));
}
