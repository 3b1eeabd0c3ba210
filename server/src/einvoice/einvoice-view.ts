import type { Db } from '@mahir/db';
import { type EInvoiceDocumentRow, einvoiceRepository } from '@mahir/db/repositories/einvoice.repository';
import type { EInvoiceRow, EInvoiceView } from '@mahir/shared';
import { CANCEL_WINDOW_MS } from '@mahir/shared/einvoice/index';
import { validationQrDataUrl } from './validation-qr';

/** A document as the receipt shows it, with the validation link's QR code once valid. */
export async function eInvoiceView(row: EInvoiceDocumentRow): Promise<EInvoiceView> {
  const link = row.status === 'valid' || row.status === 'cancelled' ? row.validation_link : null;
  return {
    kind: row.kind,
    code_number: row.code_number,
    status: row.status,
    uuid: row.uuid,
    validation_link: link,
    qr: link ? await validationQrDataUrl(link, 200) : null,
  };
}

/** The e-Invoice covering an order (its own or the consolidated one), as the receipt shows it; null when none. */
export async function eInvoiceOfOrder(db: Db, orderId: number): Promise<EInvoiceView | null> {
  const row = await einvoiceRepository.coveringOrder(db, orderId);
  return row ? eInvoiceView(row) : null;
}

/** Whether a document may still be cancelled by us: valid, and within 72 hours of its validation. */
export function cancellable(row: EInvoiceDocumentRow, now: Date): boolean {
  if (row.status !== 'valid' || !row.validated_at) return false;
  return now.getTime() - Date.parse(row.validated_at) <= CANCEL_WINDOW_MS;
}

/** A document as the back-office list shows it. */
export function eInvoiceRow(row: EInvoiceDocumentRow, now: Date): EInvoiceRow {
  return {
    id: row.id,
    kind: row.kind,
    code_number: row.code_number,
    source_ref: row.source_ref,
    status: row.status,
    total_payable: row.total_payable,
    uuid: row.uuid,
    validation_link: row.validation_link,
    errors: row.errors,
    created_at: row.created_at,
    validated_at: row.validated_at,
    cancelled_at: row.cancelled_at,
    cancellable: cancellable(row, now),
  };
}
