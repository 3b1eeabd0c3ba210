import type { Db } from '@mahir/db';
import { refundRepository } from '@mahir/db/repositories/refund.repository';
import { issueRefundCreditNote } from './credit-note';
import type { EInvoiceConfig } from './einvoice-config';

/**
 * The credit note of a recorded refund (`refund.recorded`). A refund whose order's e-Invoice is not valid yet
 * (its own still being validated, or the month's consolidated one not issued) throws, so the outbox retries it
 * with its backoff until the original exists; a second delivery finds the note by the refund's number.
 */
export async function creditNoteForRefund(db: Db, config: EInvoiceConfig, refundId: number, now: Date) {
  const refund = await refundRepository.withOrderReference(db, refundId);
  if (!refund?.number || refund.status === 'failed') return;
  const outcome = await issueRefundCreditNote(
    db,
    config,
    {
      orderReference: refund.order_reference,
      refundNumber: refund.number,
      amountSen: refund.amount,
      taxSen: refund.tax,
      reason: refund.reason,
      issuedAt: new Date(refund.settled_at ?? refund.created_at),
    },
    now,
  );
  if (outcome.status === 'waiting_original')
    throw new Error(`refund ${refund.number}: the order's e-Invoice is not valid yet`);
}
