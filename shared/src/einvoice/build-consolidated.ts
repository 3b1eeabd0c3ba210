import { type Sen, sumSen } from '../money/sen';
import { buildDocument, buildLine, EInvoiceBuildError } from './build-document';
import { CLASSIFICATION, type EInvoiceVersion } from './codes';
import type { EInvoiceDocument, EInvoiceLineInput, EInvoiceSupplier, LineTax } from './document';
import { generalPublicBuyer } from './parties';
import { headBytes, lineBytes } from './ubl-json';

/** LHDN's limit on one e-Invoice (300 KB); we stay under it with room for the signature. */
export const MAX_DOCUMENT_BYTES = 300_000;
/** Room kept in every document for the v1.1 signature block (certificate included) and growing totals. */
export const SIGNATURE_RESERVE_BYTES = 12_000;
/** From 2026 a single transaction above RM 10,000 needs its own e-Invoice (specific guideline, table 3.6). */
export const CONSOLIDATION_LIMIT_SEN = 1_000_000;

/** One receipt (paid order) of the month, with its tax as recorded at sale, per tax category. */
export interface ConsolidationReceipt {
  reference: string;
  parts: LineTax[];
}

export interface ConsolidationInput {
  supplier: EInvoiceSupplier;
  /** The Malaysia calendar month the receipts were issued in. */
  year: number;
  month: number;
  receipts: ConsolidationReceipt[];
  issuedAt: Date;
  /** Our document numbers are `<prefix>-001`, `<prefix>-002`, ... (e.g. `CEI-2026-11`). */
  codeNumberPrefix: string;
  version?: EInvoiceVersion;
  /** For tests; defaults to LHDN's limit. */
  maxDocumentBytes?: number;
}

export interface Consolidation {
  documents: EInvoiceDocument[];
  /** Receipts that may not be consolidated (their own e-Invoice is due), with why. */
  excluded: Array<{ reference: string; reason: 'over_limit' }>;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** First and last day of a month as `YYYY-MM-DD`. */
export function monthPeriod(year: number, month: number): { start: string; end: string } {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12)
    throw new EInvoiceBuildError(`not a month: ${year}-${month}`);
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${year}-${pad(month, 2)}-01`, end: `${year}-${pad(month, 2)}-${pad(last, 2)}` };
}

/** A receipt's categories merged per tax type and rate, in a fixed order. */
function mergedParts(parts: LineTax[]): LineTax[] {
  const merged = new Map<string, LineTax>();
  for (const p of parts) {
    const key = `${p.type}|${p.rateBasisPoints}|${p.exemptionReason ?? ''}`;
    const m = merged.get(key);
    if (m) {
      m.taxableSen += p.taxableSen;
      m.taxSen += p.taxSen;
    } else merged.set(key, { ...p });
  }
  return [...merged.values()].sort(
    (a, b) => a.type.localeCompare(b.type) || a.rateBasisPoints - b.rateBasisPoints,
  );
}

/** The consolidated line of one receipt: quantity 1 at the receipt's total excluding tax. */
function receiptLine(receipt: ConsolidationReceipt): EInvoiceLineInput {
  const taxes = mergedParts(receipt.parts);
  return {
    description: `Receipt ${receipt.reference}`,
    classifications: [CLASSIFICATION.consolidated],
    quantity: 1,
    unitPriceSen: sumSen(taxes.map((t) => t.taxableSen)),
    taxes,
  };
}

function receiptTotal(receipt: ConsolidationReceipt): Sen {
  return sumSen(receipt.parts.flatMap((p) => [p.taxableSen, p.taxSen]));
}

/**
 * The month's consolidated e-Invoices for buyers who did not ask for their own (LHDN specific guideline
 * 3.6): buyer "General Public" with TIN `EI00000000010` and `NA` details, classification `004`, one line
 * per receipt with the receipt's reference (method (a): our references are not a continuous sequence, so
 * method (b)'s ranges do not apply), receipts in reference order. Receipts are split over as many
 * documents as LHDN's 300 KB limit needs; receipts above RM 10,000 are left out for their own e-Invoice.
 * `documents` is lazy: a job can hand the event loop back between documents.
 */
export function planConsolidation(input: ConsolidationInput): {
  documents: Iterable<EInvoiceDocument>;
  excluded: Consolidation['excluded'];
} {
  const period = { ...monthPeriod(input.year, input.month), frequency: 'Monthly' };
  const budget = (input.maxDocumentBytes ?? MAX_DOCUMENT_BYTES) - SIGNATURE_RESERVE_BYTES;
  const excluded: Consolidation['excluded'] = [];
  const receipts: ConsolidationReceipt[] = [];
  const seen = new Set<string>();
  for (const receipt of [...input.receipts].sort((a, b) => (a.reference < b.reference ? -1 : 1))) {
    if (seen.has(receipt.reference))
      throw new EInvoiceBuildError(`receipt ${receipt.reference} is listed twice`);
    seen.add(receipt.reference);
    if (receiptTotal(receipt) > CONSOLIDATION_LIMIT_SEN)
      excluded.push({ reference: receipt.reference, reason: 'over_limit' });
    else receipts.push(receipt);
  }
  const make = (chunk: EInvoiceLineInput[], n: number) =>
    buildDocument({
      kind: 'invoice',
      version: input.version,
      codeNumber: `${input.codeNumberPrefix}-${pad(n, 3)}`,
      issuedAt: input.issuedAt,
      supplier: input.supplier,
      buyer: generalPublicBuyer(),
      lines: chunk,
      period,
    });
  function* documents(): Generator<EInvoiceDocument> {
    let start = 0;
    let n = 0;
    while (start < receipts.length) {
      n += 1;
      // Lines are measured once; the head is measured with the chunk's first line and again at the end.
      let size = headBytes(make([receiptLine(receipts[start] as ConsolidationReceipt)], n)) + 64;
      const chunk: EInvoiceLineInput[] = [];
      const sizes: number[] = [];
      while (start + chunk.length < receipts.length) {
        const line = receiptLine(receipts[start + chunk.length] as ConsolidationReceipt);
        const bytes = lineBytes(buildLine(line, chunk.length));
        if (size + bytes > budget && chunk.length > 0) break;
        size += bytes;
        chunk.push(line);
        sizes.push(bytes);
      }
      let doc = make(chunk, n);
      // Exact size: the head with its final totals, plus the lines (each counted with one comma too many).
      const exact = () => headBytes(doc) + sizes.reduce((s, b) => s + b, 0) - 1;
      // Tax types that first appear in later lines widen the head a little: give back lines until it fits.
      while (exact() > budget) {
        if (chunk.length === 1)
          throw new EInvoiceBuildError(
            `receipt ${receipts[start]?.reference} alone is over the document size limit`,
          );
        chunk.pop();
        sizes.pop();
        doc = make(chunk, n);
      }
      start += chunk.length;
      yield doc;
    }
  }
  return { documents: documents(), excluded };
}

/** `planConsolidation` with every document built at once. */
export function buildConsolidatedInvoices(input: ConsolidationInput): Consolidation {
  const plan = planConsolidation(input);
  return { documents: [...plan.documents], excluded: plan.excluded };
}
