import type {
  DocumentStatus,
  MyInvoisErrorBody,
  OverallStatus,
  ValidationStepResult,
} from '@mahir/shared/einvoice/index';

/** One document to submit: our code number and its minified UBL JSON (encoded by the client). */
export interface SubmissionDocument {
  codeNumber: string;
  json: string;
}

export interface SubmissionResult {
  submissionUid: string;
  /** Accepted for validation, with the UUID MyInvois gave each. */
  accepted: Array<{ uuid: string; codeNumber: string }>;
  /** Refused at submission (structure, hash), with why. */
  rejected: Array<{ codeNumber: string; error: MyInvoisErrorBody }>;
}

/** A document as MyInvois summarizes it; amounts in sen. */
export interface DocumentSummary {
  uuid: string;
  submissionUid: string;
  /** Given only to valid (or cancelled) documents: the validation link needs it. */
  longId: string | null;
  internalId: string;
  typeName: string;
  typeVersionName: string;
  issuerTin: string;
  issuerName: string;
  receiverId: string | null;
  receiverName: string | null;
  issuedAt: string;
  receivedAt: string;
  validatedAt: string | null;
  totalExcludingTaxSen: number;
  totalDiscountSen: number;
  totalNetSen: number;
  totalPayableSen: number;
  status: DocumentStatus;
  cancelledAt: string | null;
  statusReason: string | null;
}

export interface SubmissionStatus {
  submissionUid: string;
  documentCount: number;
  receivedAt: string;
  overallStatus: OverallStatus;
  documents: DocumentSummary[];
}

export interface DocumentDetails extends DocumentSummary {
  validationResults: {
    status: 'Submitted' | 'Valid' | 'Invalid';
    validationSteps: ValidationStepResult[];
  };
}

/**
 * LHDN MyInvois as the rest of the server sees it. Two implementations: the HTTP adapter for the real
 * service (OAuth client credentials, token cached until it expires) and the built-in sandbox, which
 * validates and answers as the service does and keeps its state in the database.
 */
export interface MyInvoisClient {
  readonly kind: 'myinvois' | 'sandbox';
  /** Submits up to 100 documents (5 MB) at once; see `batchesForSubmission`. */
  submit(documents: SubmissionDocument[]): Promise<SubmissionResult>;
  /** A submission's processing state and every document in it (poll every 3 to 5 seconds). */
  getSubmission(submissionUid: string): Promise<SubmissionStatus>;
  /** One document with its validation results (use for invalid documents' errors). */
  getDocumentDetails(uuid: string): Promise<DocumentDetails>;
  /** Cancels a document within 72 hours of its validation; the reason is required (300 characters). */
  cancelDocument(uuid: string, reason: string): Promise<{ uuid: string; status: 'Cancelled' }>;
  /** The public validation link: `{portal}/{uuid}/share/{longId}`. */
  validationLink(uuid: string, longId: string): string;
}

/**
 * A refusal or failure of MyInvois (or of reaching it). `code` is MyInvois's error code
 * (`DuplicateSubmission`, `OperationPeriodOver`, ...) or ours: `timeout`, `network`, `auth_failed`,
 * `unexpected_response`. `status` is the HTTP status (0 when no answer came).
 */
export class MyInvoisError extends Error {
  override readonly name = 'MyInvoisError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: MyInvoisErrorBody | null = null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}
