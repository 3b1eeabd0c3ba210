import type { Generated } from 'kysely';

/** A submission the built-in MyInvois sandbox received. */
export interface MyInvoisSandboxSubmissionTable {
  id: Generated<number>;
  /** 26 letters and digits, as LHDN's. */
  submission_uid: string;
  /** The taxpayer the submitter acted for. */
  taxpayer_tin: string;
  /** SHA-256 of the request body: an identical one within ten minutes is a duplicate. */
  payload_hash: string;
  document_count: number;
  received_at: string;
}

/**
 * A document the sandbox accepted for processing. Its status is derived, as MyInvois shows it: submitted
 * until `validated_at`, then `outcome`, cancelled once `cancelled_at` is set.
 */
export interface MyInvoisSandboxDocumentTable {
  id: Generated<number>;
  uuid: string;
  /** The long id of the public validation link (shown only once the document is valid). */
  long_id: string;
  submission_id: number;
  /** Order within its submission. */
  position: number;
  internal_id: string;
  type_code: string;
  type_name: string;
  type_version: string;
  issuer_tin: string;
  issuer_name: string;
  receiver_id: string;
  receiver_name: string;
  issued_at: string;
  received_at: string;
  validated_at: string;
  outcome: 'Valid' | 'Invalid';
  /** JSON list of the validation steps with their errors. */
  validation_steps: string;
  total_excluding_tax: number;
  total_discount: number;
  total_net: number;
  total_payable: number;
  /** The document's JSON text as submitted. */
  document: string;
  document_hash: string;
  cancelled_at: string | null;
  status_reason: string | null;
}

/** A note's reference to the document it adjusts. */
export interface MyInvoisSandboxReferenceTable {
  document_id: number;
  referenced_uuid: string;
}
