import { type DocumentFacts, documentFacts } from './document-facts';
import { hasStructureError, type ValidationOptions, validateEInvoice } from './validate-document';
import { VALIDATION_STEPS, type ValidationIssue, type ValidationStep } from './validation-issue';

/**
 * MyInvois's service rules, written once for the built-in sandbox and the tests' emulator: submission
 * limits, what is refused at submission and what is judged later, the document states, cancellation.
 */

/** LHDN's limits: 100 documents and 5 MB per submission, 300 KB per document; duplicates within 10 min. */
export const SUBMISSION_LIMITS = {
  maxDocuments: 100,
  maxSubmissionBytes: 5 * 1024 * 1024,
  maxDocumentBytes: 300 * 1024,
  duplicateWindowMs: 10 * 60_000,
} as const;
/** An issuer may cancel a document within 72 hours of its validation. */
export const CANCEL_WINDOW_MS = 72 * 3600_000;

export type DocumentStatus = 'Submitted' | 'Valid' | 'Invalid' | 'Cancelled';
export type OverallStatus = 'in progress' | 'valid' | 'partially valid' | 'invalid';

/** MyInvois's standard error structure. */
export interface MyInvoisErrorBody {
  propertyName: string | null;
  propertyPath: string | null;
  errorCode: string;
  error: string;
  errorMS: string | null;
  innerError: MyInvoisErrorBody[] | null;
}

export function errorBody(
  errorCode: string,
  error: string,
  opts: { path?: string | null; inner?: MyInvoisErrorBody[] } = {},
): MyInvoisErrorBody {
  const path = opts.path ?? null;
  return {
    propertyName: path
      ? (path
          .split('.')
          .pop()
          ?.replace(/\[\d+\]$/, '') ?? null)
      : null,
    propertyPath: path,
    errorCode,
    error,
    errorMS: null,
    innerError: opts.inner?.length ? opts.inner : null,
  };
}

function issueError(issue: ValidationIssue): MyInvoisErrorBody {
  return errorBody(issue.code, issue.message, { path: issue.path });
}

export interface ValidationStepResult {
  name: string;
  status: 'Valid' | 'Invalid';
  error?: MyInvoisErrorBody;
}

/** The validation steps as MyInvois reports them, each Valid or Invalid with its errors. */
export function validationSteps(issues: readonly ValidationIssue[]): ValidationStepResult[] {
  return (Object.keys(VALIDATION_STEPS) as ValidationStep[]).map((step) => {
    const found = issues.filter((i) => i.step === step);
    const name = VALIDATION_STEPS[step];
    if (found.length === 0) return { name, status: 'Valid' };
    return {
      name,
      status: 'Invalid',
      error: errorBody('Error', name, { inner: found.map(issueError) }),
    };
  });
}

/** What the service knows of a document another one references. */
export interface KnownDocument {
  status: DocumentStatus;
  issuerTin: string;
}

export interface AssessInput {
  /** The decoded document text. */
  text: string;
  /** The hash the submitter sent, and the SHA-256 (hex) of the decoded text. */
  givenHash: string;
  computedHash: string;
  /** The TIN of the taxpayer the caller logged in as. */
  taxpayerTin: string;
  now: Date;
  verifySignature?: ValidationOptions['verifySignature'];
  /** Looks up a referenced document by UUID. */
  lookup(uuid: string): KnownDocument | undefined;
}

export type Assessment =
  /** Refused at submission (rejectedDocuments). */
  | { kind: 'rejected'; error: MyInvoisErrorBody }
  /** Issued by another taxpayer: the whole submission is refused (403 IncorrectSubmitter). */
  | { kind: 'foreign'; issuerTin: string }
  /** Accepted for processing; `valid` is the outcome of the full validation. */
  | { kind: 'accepted'; facts: DocumentFacts; valid: boolean; steps: ValidationStepResult[] };

/**
 * Judges one submitted document as MyInvois does: the hash, the JSON and its structure at submission;
 * then core fields, taxpayer formats, codes, currency, signature and the referenced documents (each a
 * note's original must be a valid document of the same issuer).
 */
export function assessDocument(input: AssessInput): Assessment {
  if (input.givenHash.toLowerCase() !== input.computedHash.toLowerCase())
    return {
      kind: 'rejected',
      error: errorBody('InvalidDocumentHash', 'the documentHash is not the SHA-256 of the document'),
    };
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.text);
  } catch {
    return { kind: 'rejected', error: errorBody('BadStructure', 'the document is not valid JSON') };
  }
  const issues = validateEInvoice(parsed, { now: input.now, verifySignature: input.verifySignature });
  if (hasStructureError(issues))
    return {
      kind: 'rejected',
      error: errorBody('BadStructure', VALIDATION_STEPS.structure, {
        inner: issues.filter((i) => i.step === 'structure').map(issueError),
      }),
    };
  const facts = documentFacts(parsed);
  if (facts.issuerTin && facts.issuerTin !== input.taxpayerTin)
    return { kind: 'foreign', issuerTin: facts.issuerTin };
  const all = [...issues];
  for (const uuid of facts.referencedUuids) {
    const original = input.lookup(uuid);
    if (!original)
      all.push({
        step: 'references',
        code: 'InvalidReference',
        path: '$.Invoice[0].BillingReference',
        message: `the referenced document ${uuid} does not exist`,
      });
    else if (original.status !== 'Valid')
      all.push({
        step: 'references',
        code: 'InvalidReference',
        path: '$.Invoice[0].BillingReference',
        message: `the referenced document ${uuid} is ${original.status.toLowerCase()}, not valid`,
      });
    else if (original.issuerTin !== facts.issuerTin)
      all.push({
        step: 'references',
        code: 'InvalidReference',
        path: '$.Invoice[0].BillingReference',
        message: `the referenced document ${uuid} was issued by another taxpayer`,
      });
  }
  return { kind: 'accepted', facts, valid: all.length === 0, steps: validationSteps(all) };
}

/** A stored document's state as seen at `now`: submitted until its validation time has come. */
export function documentStatus(
  doc: { outcome: 'Valid' | 'Invalid'; validatedAt: string; cancelledAt: string | null },
  now: Date,
): DocumentStatus {
  if (doc.cancelledAt) return 'Cancelled';
  return now.getTime() < Date.parse(doc.validatedAt) ? 'Submitted' : doc.outcome;
}

/** A submission's overall status from its documents' (a cancelled document had been valid). */
export function overallStatus(statuses: readonly DocumentStatus[]): OverallStatus {
  if (statuses.some((s) => s === 'Submitted')) return 'in progress';
  const valid = statuses.filter((s) => s === 'Valid' || s === 'Cancelled').length;
  if (valid === statuses.length) return 'valid';
  return valid === 0 ? 'invalid' : 'partially valid';
}

/** Why a cancellation is refused (HTTP 400 with this code), or null when it may go ahead. */
export function cancelRefusal(input: {
  status: DocumentStatus;
  validatedAt: string;
  now: Date;
  activeReferencing: boolean;
}): {
  code: 'OperationPeriodOver' | 'IncorrectState' | 'ActiveReferencingDocuments';
  message: string;
} | null {
  if (input.status === 'Invalid' || input.status === 'Cancelled')
    return {
      code: 'IncorrectState',
      message: `a document that is ${input.status.toLowerCase()} cannot be cancelled`,
    };
  if (input.status === 'Valid' && input.now.getTime() - Date.parse(input.validatedAt) > CANCEL_WINDOW_MS)
    return {
      code: 'OperationPeriodOver',
      message: 'the time limit for cancellation (72 hours after validation) has passed',
    };
  if (input.activeReferencing)
    return {
      code: 'ActiveReferencingDocuments',
      message: 'cancel the documents that reference this one first',
    };
  return null;
}

/** A cancellation reason as MyInvois takes it: required, at most 300 characters. */
export function cancelReasonProblem(reason: unknown): string | null {
  if (typeof reason !== 'string' || !reason.trim()) return 'a reason is required';
  return reason.length > 300 ? 'the reason is longer than 300 characters' : null;
}

/** One document ready to submit: our code number and its minified JSON text. */
export interface PreparedDocument {
  codeNumber: string;
  json: string;
}

/** Base64 size of `bytes` bytes, plus the JSON around one document in the submission body. */
function submittedBytes(doc: PreparedDocument): number {
  return Math.ceil(new TextEncoder().encode(doc.json).length / 3) * 4 + 200 + doc.codeNumber.length;
}

/**
 * Groups documents into submissions MyInvois accepts: at most 100 documents and 5 MB (base64-encoded)
 * each, in the given order. A single document over the limits is left alone in its batch (the service
 * refuses it and says why).
 */
export function batchesForSubmission<T extends PreparedDocument>(documents: readonly T[]): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const doc of documents) {
    const size = submittedBytes(doc);
    if (
      current.length &&
      (current.length >= SUBMISSION_LIMITS.maxDocuments ||
        bytes + size > SUBMISSION_LIMITS.maxSubmissionBytes)
    ) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(doc);
    bytes += size;
  }
  if (current.length) batches.push(current);
  return batches;
}

/** The public validation link of a valid document: `{portal}/{uuid}/share/{longId}`. */
export function validationLink(portalBase: string, uuid: string, longId: string): string {
  return `${portalBase.replace(/\/+$/, '')}/${encodeURIComponent(uuid)}/share/${encodeURIComponent(longId)}`;
}
