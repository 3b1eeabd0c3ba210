import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../column-types';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** What an e-Invoice of ours is: a buyer's own, a month's consolidated one, a refund's note, a payout's. */
export type EInvoiceDocumentKind = 'individual' | 'consolidated' | 'credit_note' | 'self_billed';
/** `pending`: built, not yet sent; then MyInvois's states. */
export type EInvoiceDocumentStatus = 'pending' | 'submitted' | 'valid' | 'invalid' | 'cancelled';

/** One e-Invoice we issue (`einvoice_documents`), its UBL JSON as submitted and MyInvois's answer. */
export interface EInvoiceDocumentTable {
  id: Id;
  kind: EInvoiceDocumentKind;
  code_number: string;
  source_ref: string;
  order_id: Nullable<number>;
  user_id: Nullable<number>;
  original_id: Nullable<number>;
  /** `YYYY-MM` of a consolidated e-Invoice. */
  period: Nullable<string>;
  status: ColumnType<EInvoiceDocumentStatus, EInvoiceDocumentStatus | undefined, EInvoiceDocumentStatus>;
  document: string;
  /** The counterparty as JSON (`EInvoiceParty`): what a note against this document names. */
  party: Nullable<string>;
  total_payable: number;
  submission_uid: Nullable<string>;
  uuid: Nullable<string>;
  long_id: Nullable<string>;
  /** MyInvois's public link, once valid (the receipt shows it and its QR code). */
  validation_link: Nullable<string>;
  /** JSON of MyInvois's validation steps or refusal, for invalid documents. */
  errors: Nullable<string>;
  created_at: CreatedAt;
  submitted_at: Nullable<string>;
  validated_at: Nullable<string>;
  cancelled_at: Nullable<string>;
  cancel_reason: Nullable<string>;
  cancelled_by: Nullable<number>;
}

/** Which buyer-facing e-Invoice covers an order (one at most: a buyer's own or the month's consolidated). */
export interface EInvoiceDocumentOrderTable {
  document_id: number;
  order_id: number;
}

/** A user's tax details (a buyer's own e-Invoice, a reseller's or affiliate's self-billed e-Invoices). */
export interface UserTaxDetailsTable {
  user_id: number;
  tin: string;
  id_type: string;
  id_value: string;
  name: string;
  /** Street lines, `\n` between them. */
  address: string;
  postcode: string;
  city: string;
  /** LHDN state code (`14`). */
  state: string;
  phone: string;
  sst: Nullable<string>;
  updated_at: string;
}
