import type { Db } from '@mahir/db';
import {
  type NewSandboxDocument,
  myInvoisSandboxRepository as repo,
  type SandboxDocumentRow,
} from '@mahir/db/repositories/myinvois-sandbox.repository';
import {
  assessDocument,
  cancelReasonProblem,
  cancelRefusal,
  documentFacts,
  documentStatus,
  type KnownDocument,
  overallStatus,
  SUBMISSION_LIMITS,
  type ValidationOptions,
  type ValidationStepResult,
  validationLink,
} from '@mahir/shared/einvoice/index';
import { encodeDocument, newLongId, newMyInvoisUid, submissionBody } from './document-encoding';
import {
  type DocumentDetails,
  type DocumentSummary,
  type MyInvoisClient,
  MyInvoisError,
  type SubmissionDocument,
  type SubmissionResult,
} from './myinvois-client';

export interface SandboxSettings {
  db: Db;
  /** The taxpayer the sandbox acts for (`SELLER_TIN`): the issuer of every document it accepts. */
  taxpayerTin: string;
  /** Base of validation links, e.g. `${PUBLIC_URL}/myinvois-sandbox`. */
  portalBase: string;
  clock?: () => Date;
  /** How long a document stays "Submitted" before its outcome shows (MyInvois takes a few seconds). */
  validationDelayMs?: number;
  verifySignature?: ValidationOptions['verifySignature'];
}

/** A sandbox document as the public validation page shows it. */
export interface SandboxPublicDocument {
  summary: DocumentSummary;
  document: string;
}

export type MyInvoisSandbox = MyInvoisClient & {
  /** The document behind a validation link, when the link is right and the document valid or cancelled. */
  publicDocument(uuid: string, longId: string): Promise<SandboxPublicDocument | null>;
};

/**
 * The built-in MyInvois, used when no `MYINVOIS_CLIENT_ID` is set: it validates documents with the same
 * rules and answers as the service does (UUIDs, long ids, statuses, errors, the 72-hour cancellation
 * window). Its state is in the database, so it survives restarts and serves every instance alike.
 */
export function createMyInvoisSandbox(settings: SandboxSettings): MyInvoisSandbox {
  const { db } = settings;
  const clock = settings.clock ?? (() => new Date());
  const delayMs = settings.validationDelayMs ?? 2000;

  function summary(row: SandboxDocumentRow, submissionUid: string, now: Date): DocumentSummary {
    const status = documentStatus(
      { outcome: row.outcome, validatedAt: row.validated_at, cancelledAt: row.cancelled_at },
      now,
    );
    const decided = status !== 'Submitted';
    return {
      uuid: row.uuid,
      submissionUid,
      longId: status === 'Valid' || status === 'Cancelled' ? row.long_id : null,
      internalId: row.internal_id,
      typeName: row.type_name,
      typeVersionName: row.type_version,
      issuerTin: row.issuer_tin,
      issuerName: row.issuer_name,
      receiverId: row.receiver_id || null,
      receiverName: row.receiver_name || null,
      issuedAt: row.issued_at,
      receivedAt: row.received_at,
      validatedAt: decided && row.outcome === 'Valid' ? row.validated_at : null,
      totalExcludingTaxSen: row.total_excluding_tax,
      totalDiscountSen: row.total_discount,
      totalNetSen: row.total_net,
      totalPayableSen: row.total_payable,
      status,
      cancelledAt: row.cancelled_at,
      statusReason: row.status_reason,
    };
  }

  async function knownDocuments(uuids: string[], now: Date): Promise<Map<string, KnownDocument>> {
    const rows = await repo.documentsByUuid(db, uuids);
    return new Map(
      rows.map((r) => [
        r.uuid,
        {
          issuerTin: r.issuer_tin,
          status: documentStatus(
            { outcome: r.outcome, validatedAt: r.validated_at, cancelledAt: r.cancelled_at },
            now,
          ),
        },
      ]),
    );
  }

  async function findDocument(uuid: string): Promise<SandboxDocumentRow & { submission_uid: string }> {
    const row = await repo.findDocument(db, uuid);
    if (!row) throw new MyInvoisError(404, 'NotFound', `document ${uuid} does not exist`);
    return row;
  }

  return {
    kind: 'sandbox',

    async submit(documents: SubmissionDocument[]): Promise<SubmissionResult> {
      if (documents.length === 0)
        throw new MyInvoisError(400, 'BadStructure', 'a submission needs at least one document');
      const { body, hash } = submissionBody(documents);
      if (
        documents.length > SUBMISSION_LIMITS.maxDocuments ||
        Buffer.byteLength(body) > SUBMISSION_LIMITS.maxSubmissionBytes
      )
        throw new MyInvoisError(
          400,
          'MaximumSizeExceeded',
          'a submission holds at most 100 documents and 5 MB',
        );
      const now = clock();
      const duplicate = await repo.findRecentSubmission(db, {
        taxpayerTin: settings.taxpayerTin,
        payloadHash: hash,
        since: new Date(now.getTime() - SUBMISSION_LIMITS.duplicateWindowMs).toISOString(),
      });
      if (duplicate) {
        const retryAfter = Math.ceil(
          (Date.parse(duplicate.received_at) + SUBMISSION_LIMITS.duplicateWindowMs - now.getTime()) / 1000,
        );
        throw new MyInvoisError(
          422,
          'DuplicateSubmission',
          'an identical submission was received in the last 10 minutes',
          null,
          Math.max(1, retryAfter),
        );
      }
      const referenced = documents.flatMap((d) => {
        try {
          return documentFacts(JSON.parse(d.json)).referencedUuids;
        } catch {
          return [];
        }
      });
      const known = await knownDocuments([...new Set(referenced)], now);
      const result: SubmissionResult = { submissionUid: newMyInvoisUid(), accepted: [], rejected: [] };
      const rows: NewSandboxDocument[] = [];
      const receivedAt = now.toISOString();
      for (const doc of documents) {
        // Each document takes some milliseconds to judge: let requests in between.
        await new Promise((resolve) => setImmediate(resolve));
        const encoded = encodeDocument(doc);
        if (Buffer.byteLength(doc.json) > SUBMISSION_LIMITS.maxDocumentBytes) {
          result.rejected.push({
            codeNumber: doc.codeNumber,
            error: {
              propertyName: 'document',
              propertyPath: 'document',
              errorCode: 'MaximumSizeExceeded',
              error: 'a document is at most 300 KB',
              errorMS: null,
              innerError: null,
            },
          });
          continue;
        }
        const assessment = assessDocument({
          text: doc.json,
          givenHash: encoded.documentHash,
          computedHash: encoded.documentHash,
          taxpayerTin: settings.taxpayerTin,
          now,
          verifySignature: settings.verifySignature,
          lookup: (uuid) => known.get(uuid),
        });
        if (assessment.kind === 'foreign')
          throw new MyInvoisError(
            403,
            'IncorrectSubmitter',
            `documents issued by ${assessment.issuerTin} cannot be submitted by ${settings.taxpayerTin}`,
          );
        if (assessment.kind === 'rejected') {
          result.rejected.push({ codeNumber: doc.codeNumber, error: assessment.error });
          continue;
        }
        const uuid = newMyInvoisUid();
        const f = assessment.facts;
        rows.push({
          uuid,
          long_id: newLongId(),
          internal_id: f.internalId,
          type_code: f.typeCode ?? '',
          type_name: f.typeName,
          type_version: f.version,
          issuer_tin: f.issuerTin,
          issuer_name: f.issuerName,
          receiver_id: f.receiverId,
          receiver_name: f.receiverName,
          issued_at: f.issuedAt,
          received_at: receivedAt,
          validated_at: new Date(now.getTime() + delayMs).toISOString(),
          outcome: assessment.valid ? 'Valid' : 'Invalid',
          validation_steps: JSON.stringify(assessment.steps),
          total_excluding_tax: f.totalExcludingTaxSen,
          total_discount: f.totalDiscountSen,
          total_net: f.totalNetSen,
          total_payable: f.totalPayableSen,
          document: doc.json,
          document_hash: encoded.documentHash,
          cancelled_at: null,
          status_reason: null,
          referencedUuids: f.referencedUuids,
        });
        result.accepted.push({ uuid, codeNumber: doc.codeNumber });
      }
      await repo.recordSubmission(
        db,
        {
          submission_uid: result.submissionUid,
          taxpayer_tin: settings.taxpayerTin,
          payload_hash: hash,
          document_count: rows.length,
          received_at: receivedAt,
        },
        rows,
      );
      return result;
    },

    async getSubmission(submissionUid) {
      const submission = await repo.findSubmission(db, submissionUid);
      if (!submission || submission.taxpayer_tin !== settings.taxpayerTin)
        throw new MyInvoisError(404, 'NotFound', `submission ${submissionUid} does not exist`);
      const now = clock();
      const documents: DocumentSummary[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await repo.submissionDocuments(db, submission.id, { offset, limit: 100 });
        documents.push(...page.map((row) => summary(row, submissionUid, now)));
        if (page.length < 100) break;
      }
      return {
        submissionUid,
        documentCount: submission.document_count,
        receivedAt: submission.received_at,
        overallStatus: overallStatus(documents.map((d) => d.status)),
        documents,
      };
    },

    async getDocumentDetails(uuid): Promise<DocumentDetails> {
      const row = await findDocument(uuid);
      const base = summary(row, row.submission_uid, clock());
      const steps = JSON.parse(row.validation_steps) as ValidationStepResult[];
      return {
        ...base,
        validationResults:
          base.status === 'Submitted'
            ? { status: 'Submitted', validationSteps: [] }
            : { status: row.outcome, validationSteps: steps },
      };
    },

    async cancelDocument(uuid, reason) {
      const problem = cancelReasonProblem(reason);
      if (problem) throw new MyInvoisError(400, 'BadArgument', problem);
      const row = await findDocument(uuid);
      if (row.issuer_tin !== settings.taxpayerTin)
        throw new MyInvoisError(403, 'Forbidden', 'only the issuer may cancel a document');
      const now = clock();
      const refusal = cancelRefusal({
        status: documentStatus(
          { outcome: row.outcome, validatedAt: row.validated_at, cancelledAt: row.cancelled_at },
          now,
        ),
        validatedAt: row.validated_at,
        now,
        activeReferencing: await repo.isReferencedByActive(db, uuid),
      });
      if (refusal) throw new MyInvoisError(400, refusal.code, refusal.message);
      if (!(await repo.cancel(db, uuid, { at: now.toISOString(), reason: reason.trim() })))
        throw new MyInvoisError(400, 'IncorrectState', 'a document that is cancelled cannot be cancelled');
      return { uuid, status: 'Cancelled' };
    },

    validationLink: (uuid, longId) => validationLink(settings.portalBase, uuid, longId),

    async publicDocument(uuid, longId) {
      const row = await repo.findDocument(db, uuid);
      if (!row || row.long_id !== longId) return null;
      const s = summary(row, row.submission_uid, clock());
      return s.longId ? { summary: s, document: row.document } : null;
    },
  };
}
