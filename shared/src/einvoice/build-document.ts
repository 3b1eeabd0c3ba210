import { assertSen, type Sen } from '../money/sen';
import { EINVOICE_TYPES, type EInvoiceKind, type EInvoiceVersion, isNote } from './codes';
import type {
  EInvoiceDocument,
  EInvoiceLine,
  EInvoiceLineInput,
  EInvoiceParty,
  EInvoiceSupplier,
  OriginalDocument,
  TaxSubtotal,
} from './document';
import { chargesTax } from './line-amounts';

/** Input that cannot make a document (amounts that do not add up, a note without its original, ...). */
export class EInvoiceBuildError extends Error {
  override readonly name = 'EInvoiceBuildError';
}

export interface DocumentInput {
  kind: EInvoiceKind;
  /** `1.1` only for documents that will be signed before submission. */
  version?: EInvoiceVersion;
  codeNumber: string;
  issuedAt: Date;
  supplier: EInvoiceSupplier;
  buyer: EInvoiceParty;
  lines: EInvoiceLineInput[];
  originals?: OriginalDocument[];
  period?: { start: string; end: string; frequency: string };
  billReference?: string;
  paymentMeans?: string;
}

/** The issue instant as MyInvois wants it: UTC, whole seconds, `Z`. */
export function issueInstant(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new EInvoiceBuildError('the issue time is not a valid date');
  return `${at.toISOString().slice(0, 19)}Z`;
}

/** One line with its subtotal, total excluding tax and tax, checked to add up (`index` is 0-based). */
export function buildLine(input: EInvoiceLineInput, index: number): EInvoiceLine {
  const where = `line ${index + 1}`;
  if (!Number.isSafeInteger(input.quantity) || input.quantity <= 0)
    throw new EInvoiceBuildError(`${where}: quantity must be a positive integer`);
  if (input.taxes.length === 0)
    throw new EInvoiceBuildError(`${where}: a line needs at least one tax category`);
  if (input.classifications.length === 0)
    throw new EInvoiceBuildError(`${where}: a line needs a classification`);
  const subtotalSen = assertSen(input.unitPriceSen, `${where} unit price`) * input.quantity;
  const discountSen = assertSen(input.discountSen ?? 0, `${where} discount`);
  const totalExcludingTaxSen = subtotalSen - discountSen;
  if (totalExcludingTaxSen < 0) throw new EInvoiceBuildError(`${where}: the discount exceeds the line`);
  let taxable = 0;
  let taxSen = 0;
  for (const t of input.taxes) {
    taxable += assertSen(t.taxableSen, `${where} taxable amount`);
    taxSen += assertSen(t.taxSen, `${where} tax`);
    if (!chargesTax(t.type) && (t.taxSen !== 0 || t.rateBasisPoints !== 0))
      throw new EInvoiceBuildError(`${where}: tax type ${t.type} carries no tax and no rate`);
    if (t.type === 'E' && !t.exemptionReason?.trim())
      throw new EInvoiceBuildError(`${where}: an exemption (E) needs its reason`);
  }
  if (taxable !== totalExcludingTaxSen)
    throw new EInvoiceBuildError(
      `${where}: taxable amounts add up to ${taxable} sen, the line's total excluding tax is ${totalExcludingTaxSen} sen`,
    );
  return { ...input, id: String(index + 1), subtotalSen, discountSen, totalExcludingTaxSen, taxSen };
}

/** Invoice-level totals per tax type, in the order the types first appear. */
function taxSubtotalsOf(lines: EInvoiceLine[]): TaxSubtotal[] {
  const byType = new Map<string, TaxSubtotal>();
  for (const line of lines) {
    for (const t of line.taxes) {
      const sub = byType.get(t.type) ?? { type: t.type, taxableSen: 0, taxSen: 0 };
      sub.taxableSen += t.taxableSen;
      sub.taxSen += t.taxSen;
      byType.set(t.type, sub);
    }
  }
  return [...byType.values()];
}

const sum = (values: Sen[]) => values.reduce((s, v) => s + v, 0);

/**
 * Builds a document of any type from lines excluding tax, computing every total in integer sen:
 * line subtotal = quantity x unit price, line total = subtotal - discount, the tax per type and overall,
 * total including tax and payable. Throws `EInvoiceBuildError` on input that cannot add up; field
 * formats (TIN, phone, codes) are the validator's job, so the same rules judge what we build and what
 * MyInvois receives.
 */
export function buildDocument(input: DocumentInput): EInvoiceDocument {
  const typeCode = EINVOICE_TYPES[input.kind];
  const originals = input.originals ?? [];
  if (isNote(typeCode) && originals.length === 0)
    throw new EInvoiceBuildError(`a ${input.kind} must reference the original e-Invoice`);
  if (input.lines.length === 0) throw new EInvoiceBuildError('a document needs at least one line');
  const lines = input.lines.map(buildLine);
  const netSen = sum(lines.map((l) => l.totalExcludingTaxSen));
  const taxSen = sum(lines.map((l) => l.taxSen));
  return {
    kind: input.kind,
    typeCode,
    version: input.version ?? '1.0',
    codeNumber: input.codeNumber,
    issuedAt: issueInstant(input.issuedAt),
    currency: 'MYR',
    ...(input.period ? { period: input.period } : {}),
    ...(input.billReference ? { billReference: input.billReference } : {}),
    originals,
    supplier: input.supplier,
    buyer: input.buyer,
    ...(input.paymentMeans ? { paymentMeans: input.paymentMeans } : {}),
    lines,
    taxSubtotals: taxSubtotalsOf(lines),
    totals: {
      netSen,
      totalExcludingTaxSen: netSen,
      taxSen,
      totalIncludingTaxSen: netSen + taxSen,
      discountSen: sum(lines.map((l) => l.discountSen)),
      payableSen: netSen + taxSen,
    },
  };
}
