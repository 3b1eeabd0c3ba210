import type { Sen } from '../money/sen';
import type { EInvoiceKind, EInvoiceTypeCode, EInvoiceVersion, IdType, TaxTypeCode } from './codes';

/**
 * Our model of an LHDN e-Invoice (any of its types), in integer sen. `buildDocument` computes it from
 * input and checks that it adds up; `renderUblJson` writes it as the UBL 2.1 JSON MyInvois takes.
 */

/** A postal address; up to three lines. */
export interface EInvoiceAddress {
  lines: string[];
  city: string;
  /** Five digits in Malaysia. */
  postcode: string | null;
  /** A state code (`14`) in Malaysia, the state's name elsewhere. */
  state: string;
  /** ISO 3166-1 alpha-3 (`MYS`). */
  country: string;
}

/** A supplier or buyer. `null` values are written as LHDN's `NA` (consolidated buyers, unregistered SST). */
export interface EInvoiceParty {
  name: string;
  tin: string;
  /** The registration or identity document; null writes `NA` under BRN (the consolidated buyer). */
  id: { type: IdType; value: string } | null;
  /** SST registration number(s), `;` between two; null when not registered. */
  sst: string | null;
  /** Tourism tax registration; null when not registered. */
  ttx?: string | null;
  email: string | null;
  /** Digits with an optional leading `+`; null writes `NA` (consolidated buyers only). */
  phone: string | null;
  /** Null writes the address as `NA` with state `17` (consolidated buyers only). */
  address: EInvoiceAddress | null;
}

/** The supplier also states its business activity (MSIC code and description). */
export interface EInvoiceSupplier extends EInvoiceParty {
  msic: { code: string; description: string };
}

/** One tax category of a line: what it is charged on and how much. */
export interface LineTax {
  type: TaxTypeCode;
  /** Rate in basis points (8 % = 800); 0 for `06` and `E`. */
  rateBasisPoints: number;
  taxableSen: Sen;
  taxSen: Sen;
  /** Required for `E`: the exemption's legal basis or certificate. */
  exemptionReason?: string;
}

/** A line as the builder takes it: amounts excluding tax, in sen. */
export interface EInvoiceLineInput {
  description: string;
  /** Classification codes (`010`); at least one. */
  classifications: string[];
  quantity: number;
  /** Unit price excluding tax. */
  unitPriceSen: Sen;
  /** Discount on the line (excluding tax), deducted from quantity x unit price. */
  discountSen?: Sen;
  discountReason?: string;
  /** One entry per tax category; their taxable amounts add up to the line's total excluding tax. */
  taxes: LineTax[];
}

export interface EInvoiceLine extends EInvoiceLineInput {
  /** 1-based, as written in the document. */
  id: string;
  /** quantity x unit price. */
  subtotalSen: Sen;
  discountSen: Sen;
  /** subtotal - discount. */
  totalExcludingTaxSen: Sen;
  taxSen: Sen;
}

/** Invoice-level total per tax type. */
export interface TaxSubtotal {
  type: TaxTypeCode;
  taxableSen: Sen;
  taxSen: Sen;
}

export interface EInvoiceTotals {
  /** Sum of the lines' totals excluding tax (LegalMonetaryTotal/LineExtensionAmount). */
  netSen: Sen;
  totalExcludingTaxSen: Sen;
  taxSen: Sen;
  totalIncludingTaxSen: Sen;
  /** Sum of line discounts (reported, already inside the lines' totals). */
  discountSen: Sen;
  payableSen: Sen;
}

/** The original e-Invoice a note adjusts: our code number and the UUID MyInvois gave it. */
export interface OriginalDocument {
  codeNumber: string;
  uuid: string;
}

export interface EInvoiceDocument {
  kind: EInvoiceKind;
  typeCode: EInvoiceTypeCode;
  version: EInvoiceVersion;
  /** Our document number (`cbc:ID`), at most 50 characters, unique per document we issue. */
  codeNumber: string;
  /** Issue instant, UTC, whole seconds (`2026-12-01T01:30:00Z`). */
  issuedAt: string;
  currency: 'MYR';
  period?: { start: string; end: string; frequency: string };
  /** Our own bill reference (the order's reference), optional. */
  billReference?: string;
  originals: OriginalDocument[];
  supplier: EInvoiceSupplier;
  buyer: EInvoiceParty;
  /** Payment mode code (`03` bank transfer ...), optional. */
  paymentMeans?: string;
  lines: EInvoiceLine[];
  taxSubtotals: TaxSubtotal[];
  totals: EInvoiceTotals;
}
