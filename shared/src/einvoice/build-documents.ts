import { buildDocument, EInvoiceBuildError } from './build-document';
import { CLASSIFICATION, type EInvoiceVersion, PAYMENT_MEANS, TAX_TYPES } from './codes';
import type {
  EInvoiceDocument,
  EInvoiceLineInput,
  EInvoiceParty,
  EInvoiceSupplier,
  OriginalDocument,
} from './document';
import { type InclusiveLine, lineFromInclusive } from './line-amounts';
import { asBuyer, payeeSupplier, type TaxpayerDetails, taxpayerParty } from './parties';

interface Common {
  seller: EInvoiceSupplier;
  codeNumber: string;
  issuedAt: Date;
  version?: EInvoiceVersion;
}

/**
 * A buyer's own e-Invoice for one order (buyer's TIN, identity document, name, address): the order's
 * lines as sold (prices include tax), the order's reference as the bill reference.
 */
export function buildIndividualInvoice(
  input: Common & {
    buyer: TaxpayerDetails;
    orderReference: string;
    lines: InclusiveLine[];
    paymentMeans?: string;
  },
): EInvoiceDocument {
  return buildDocument({
    kind: 'invoice',
    version: input.version,
    codeNumber: input.codeNumber,
    issuedAt: input.issuedAt,
    supplier: input.seller,
    buyer: taxpayerParty(input.buyer),
    lines: input.lines.map(lineFromInclusive),
    billReference: input.orderReference,
    paymentMeans: input.paymentMeans,
  });
}

/**
 * A note adjusting an e-Invoice already validated: a credit note (`02`) when the value is reduced without
 * money going back (a refund to Mahir Coins), a refund note (`04`) when money is returned to the buyer
 * (a refund to the original payment method). The buyer is the original's: the person's, or "General
 * Public" for a receipt in a consolidated e-Invoice. Lines are what is refunded, tax included.
 */
export function buildAdjustmentNote(
  input: Common & {
    kind: 'creditNote' | 'refundNote';
    buyer: EInvoiceParty;
    original: OriginalDocument;
    refundReference: string;
    lines: InclusiveLine[];
  },
): EInvoiceDocument {
  return buildDocument({
    kind: input.kind,
    version: input.version,
    codeNumber: input.codeNumber,
    issuedAt: input.issuedAt,
    supplier: input.seller,
    buyer: input.buyer,
    lines: input.lines.map(lineFromInclusive),
    originals: [input.original],
    billReference: input.refundReference,
  });
}

/** One commission paid out, as a line of a self-billed e-Invoice. */
export interface CommissionLine {
  description: string;
  amountSen: number;
}

/**
 * A self-billed e-Invoice for a commission payout (specific guideline 8: payments to agents, dealers or
 * distributors; never consolidated): the reseller or affiliate is the supplier, Mahir the buyer and
 * issuer. Commissions carry no tax (`06`) unless the payee is SST-registered and a treatment is given.
 */
export function buildSelfBilledInvoice(
  input: Common & {
    payee: TaxpayerDetails;
    payeeMsic?: { code: string; description: string };
    period: { start: string; end: string };
    payoutReference: string;
    lines: CommissionLine[];
  },
): EInvoiceDocument {
  if (input.lines.length === 0) throw new EInvoiceBuildError('a payout needs at least one commission');
  const lines: EInvoiceLineInput[] = input.lines.map((l) => ({
    description: l.description,
    classifications: [CLASSIFICATION.selfBilledAgentPayments],
    quantity: 1,
    unitPriceSen: l.amountSen,
    taxes: [{ type: TAX_TYPES.notApplicable, rateBasisPoints: 0, taxableSen: l.amountSen, taxSen: 0 }],
  }));
  return buildDocument({
    kind: 'selfBilledInvoice',
    version: input.version,
    codeNumber: input.codeNumber,
    issuedAt: input.issuedAt,
    supplier: payeeSupplier(input.payee, input.payeeMsic),
    buyer: asBuyer(input.seller),
    lines,
    period: { ...input.period, frequency: 'Monthly' },
    billReference: input.payoutReference,
    paymentMeans: PAYMENT_MEANS.bankTransfer,
  });
}

/** A self-billed credit note (`12`) reducing a self-billed e-Invoice (a commission reversed after payout). */
export function buildSelfBilledCreditNote(
  input: Common & { payee: EInvoiceSupplier; original: OriginalDocument; lines: CommissionLine[] },
): EInvoiceDocument {
  return buildDocument({
    kind: 'selfBilledCreditNote',
    version: input.version,
    codeNumber: input.codeNumber,
    issuedAt: input.issuedAt,
    supplier: input.payee,
    buyer: asBuyer(input.seller),
    originals: [input.original],
    lines: input.lines.map((l) => ({
      description: l.description,
      classifications: [CLASSIFICATION.selfBilledAgentPayments],
      quantity: 1,
      unitPriceSen: l.amountSen,
      taxes: [{ type: TAX_TYPES.notApplicable, rateBasisPoints: 0, taxableSen: l.amountSen, taxSen: 0 }],
    })),
  });
}
