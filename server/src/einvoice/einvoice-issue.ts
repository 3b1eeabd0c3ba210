import type { Db } from '@mahir/db';
import { einvoiceRepository, type TaxDetailsRow } from '@mahir/db/repositories/einvoice.repository';
import type { MyOrderLineRow, MyOrderRow } from '@mahir/db/repositories/my-orders.repository';
import {
  buildIndividualInvoice,
  type EInvoiceDocument,
  type IdType,
  isIdType,
  isMalaysianStateCode,
  paidOrderLines,
  renderUblJson,
  saleTaxTreatment,
  stateCodeFromName,
  type TaxpayerDetails,
} from '@mahir/shared/einvoice/index';
import type { EInvoiceConfig } from './einvoice-config';

/** A state as a person types it (`14`, `Selangor`) as LHDN's code; `17` when unknown. */
export function stateCode(state: string | null | undefined): string {
  const s = state?.trim() ?? '';
  return isMalaysianStateCode(s) ? s : stateCodeFromName(s);
}

/** Street text as up to three address lines (LHDN's limit). */
export function addressLines(address: string): string[] {
  const lines = address
    .split(/\r?\n|,\s*(?=\S)/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length <= 3) return lines.length ? lines : ['NA'];
  return [lines[0] ?? '', lines[1] ?? '', lines.slice(2).join(', ')];
}

/** Saved tax details as the builders take them. */
export function taxpayerOf(row: TaxDetailsRow, email: string | null): TaxpayerDetails {
  const idType: IdType = isIdType(row.id_type) ? row.id_type : 'NRIC';
  return {
    name: row.name,
    tin: row.tin,
    idType,
    idValue: row.id_value,
    phone: row.phone,
    email,
    sst: row.sst,
    address: {
      lines: addressLines(row.address),
      city: row.city,
      postcode: row.postcode,
      state: stateCode(row.state),
      country: 'MYS',
    },
  };
}

/** Inserts a built document as pending (the submission job sends it); answers its id. */
export function recordDocument(
  db: Db,
  doc: EInvoiceDocument,
  row: {
    kind: 'individual' | 'consolidated' | 'credit_note' | 'self_billed';
    sourceRef: string;
    orderId?: number | null;
    userId?: number | null;
    originalId?: number | null;
    period?: string | null;
  },
): Promise<number> {
  return einvoiceRepository.insert(db, {
    kind: row.kind,
    code_number: doc.codeNumber,
    source_ref: row.sourceRef,
    order_id: row.orderId ?? null,
    user_id: row.userId ?? null,
    original_id: row.originalId ?? null,
    period: row.period ?? null,
    document: renderUblJson(doc),
    party: JSON.stringify(doc.kind === 'selfBilledInvoice' ? doc.supplier : doc.buyer),
    total_payable: doc.totals.payableSen,
  });
}

/**
 * Records an order's own e-Invoice (the buyer's, or one left out of the month's consolidation) as pending
 * and marks it as the order's cover; answers its id. Runs in the caller's transaction.
 */
export async function recordOrderInvoice(
  trx: Db,
  doc: EInvoiceDocument,
  order: { id: number; order_no: string; user_id: number | null },
): Promise<number> {
  const id = await recordDocument(trx, doc, {
    kind: 'individual',
    sourceRef: `order:${order.order_no}`,
    orderId: order.id,
    userId: order.user_id,
  });
  await einvoiceRepository.cover(trx, id, [order.id]);
  return id;
}

/** The payment mode code of our payment methods (LHDN's `PaymentMeansCode`). */
function paymentMeansOf(method: string | null): string | undefined {
  if (!method) return undefined;
  if (/paypal|card/i.test(method)) return '04';
  if (/fpx|senang|duitnow|bank/i.test(method)) return '03';
  return '08';
}

/**
 * A buyer's own e-Invoice of one paid order, recorded as pending and marked as the order's cover (the
 * order's key refuses a second cover, so it is issued once). Runs in the caller's transaction.
 */
export async function issueIndividualInvoice(
  trx: Db,
  config: EInvoiceConfig,
  now: Date,
  input: { order: MyOrderRow; lines: readonly MyOrderLineRow[]; buyer: TaxpayerDetails },
): Promise<number> {
  const { order } = input;
  const doc = buildIndividualInvoice({
    seller: config.seller,
    buyer: input.buyer,
    codeNumber: `EI-${order.order_no}`,
    issuedAt: now,
    orderReference: order.order_no,
    paymentMeans: paymentMeansOf(order.payment_method),
    lines: paidOrderLines(
      input.lines.map((l) => ({
        name: l.name,
        unitPriceSen: l.unit_price,
        quantity: l.quantity,
        subtotalSen: l.subtotal,
      })),
      order.grand_total,
      saleTaxTreatment(config.sst.rateBasisPoints),
    ),
  });
  return recordOrderInvoice(trx, doc, order);
}
