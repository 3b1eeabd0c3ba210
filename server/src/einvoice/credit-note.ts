import type { Db } from '@mahir/db';
import { einvoiceRepository } from '@mahir/db/repositories/einvoice.repository';
import { myOrdersRepository } from '@mahir/db/repositories/my-orders.repository';
import {
  buildDocument,
  CLASSIFICATION,
  type EInvoiceParty,
  generalPublicBuyer,
  saleTaxTreatment,
} from '@mahir/shared/einvoice/index';
import type { EInvoiceConfig } from './einvoice-config';
import { recordDocument } from './einvoice-issue';

/** A refund as the refunds area records it: what the credit note states. */
export interface RefundForCreditNote {
  orderReference: string;
  refundNumber: string;
  /** What was refunded, tax included, in sen. */
  amountSen: number;
  /** The tax inside `amountSen`. */
  taxSen: number;
  reason: string;
  issuedAt: Date;
}

/** How old a refund may be for its note to carry the refund's own time. */
const NOTE_DELAY_MS = 24 * 3600_000;

export type CreditNoteOutcome =
  | { status: 'recorded' | 'exists'; documentId: number }
  /** The order's e-Invoice is not valid yet (or not issued: the month's consolidation comes first): retry later. */
  | { status: 'waiting_original' };

/**
 * Builds and records (pending; the submission job sends it) the credit note of a refund against the
 * order's e-Invoice: its own, or the consolidated one holding its receipt, once valid. One note per refund
 * number. Throws for an unknown order or figures that cannot be (tax above the amount).
 */
export async function issueRefundCreditNote(
  db: Db,
  config: EInvoiceConfig,
  refund: RefundForCreditNote,
  now: Date = refund.issuedAt,
): Promise<CreditNoteOutcome> {
  const { amountSen, taxSen } = refund;
  if (
    !Number.isSafeInteger(amountSen) ||
    !Number.isSafeInteger(taxSen) ||
    amountSen <= 0 ||
    taxSen < 0 ||
    taxSen >= amountSen
  )
    throw new RangeError(`a refund of ${amountSen} sen cannot carry ${taxSen} sen of tax`);
  const sourceRef = `refund:${refund.refundNumber}`;
  const existing = await einvoiceRepository.bySourceRef(db, sourceRef);
  if (existing) return { status: 'exists', documentId: existing.id };
  const order = await myOrdersRepository.byReference(db, refund.orderReference);
  if (!order) throw new RangeError(`no order ${refund.orderReference}`);
  const original = await einvoiceRepository.coveringOrder(db, order.id);
  if (!original || original.status !== 'valid' || !original.uuid) return { status: 'waiting_original' };
  const buyer: EInvoiceParty = original.party
    ? (JSON.parse(original.party) as EInvoiceParty)
    : generalPublicBuyer();
  const treatment = taxSen > 0 ? saleTaxTreatment(config.sst.rateBasisPoints) : saleTaxTreatment(0);
  const doc = buildDocument({
    kind: 'creditNote',
    codeNumber: `CN-${refund.refundNumber}`.slice(0, 50),
    // MyInvois refuses an issue time over 72 hours old: a note that waited for its original is issued now.
    issuedAt: now.getTime() - refund.issuedAt.getTime() > NOTE_DELAY_MS ? now : refund.issuedAt,
    supplier: config.seller,
    buyer,
    originals: [{ codeNumber: original.code_number, uuid: original.uuid }],
    billReference: refund.refundNumber,
    lines: [
      {
        description: `Refund ${refund.refundNumber}, order ${order.order_no}: ${refund.reason}`.slice(0, 300),
        classifications: [
          original.kind === 'consolidated' ? CLASSIFICATION.consolidated : CLASSIFICATION.educationFees,
        ],
        quantity: 1,
        unitPriceSen: amountSen - taxSen,
        taxes: [
          {
            type: treatment.type,
            rateBasisPoints: treatment.type === '06' ? 0 : treatment.rateBasisPoints,
            taxableSen: amountSen - taxSen,
            taxSen,
          },
        ],
      },
    ],
  });
  try {
    const documentId = await recordDocument(db, doc, {
      kind: 'credit_note',
      sourceRef,
      orderId: order.id,
      userId: order.user_id,
      originalId: original.id,
    });
    return { status: 'recorded', documentId };
  } catch (err) {
    const again = await einvoiceRepository.bySourceRef(db, sourceRef);
    if (again) return { status: 'exists', documentId: again.id };
    throw err;
  }
}
