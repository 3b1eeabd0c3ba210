import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../connection';
import type { MyInvoisSandboxDocumentTable, MyInvoisSandboxSubmissionTable } from './myinvois-sandbox.table';

export type {
  MyInvoisSandboxDocumentTable,
  MyInvoisSandboxReferenceTable,
  MyInvoisSandboxSubmissionTable,
} from './myinvois-sandbox.table';
export type SandboxSubmissionRow = Selectable<MyInvoisSandboxSubmissionTable>;
export type SandboxDocumentRow = Selectable<MyInvoisSandboxDocumentTable>;
export type NewSandboxDocument = Omit<
  Insertable<MyInvoisSandboxDocumentTable>,
  'submission_id' | 'position'
> & {
  referencedUuids: string[];
};

/** The built-in MyInvois sandbox's store: submissions, their documents, and notes' references. */
export const myInvoisSandboxRepository = {
  /** The latest identical submission (same taxpayer and payload hash) received at or after `since`. */
  findRecentSubmission(
    db: Db,
    q: { taxpayerTin: string; payloadHash: string; since: string },
  ): Promise<SandboxSubmissionRow | undefined> {
    return db
      .selectFrom('myinvois_sandbox_submissions')
      .selectAll()
      .where('taxpayer_tin', '=', q.taxpayerTin)
      .where('payload_hash', '=', q.payloadHash)
      .where('received_at', '>=', q.since)
      .orderBy('received_at', 'desc')
      .executeTakeFirst();
  },

  /** Records a submission with its accepted documents and their references, in one transaction. */
  recordSubmission(
    db: Db,
    submission: Insertable<MyInvoisSandboxSubmissionTable>,
    documents: NewSandboxDocument[],
  ): Promise<void> {
    return db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('myinvois_sandbox_submissions')
        .values(submission)
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [position, { referencedUuids, ...doc }] of documents.entries()) {
        const inserted = await trx
          .insertInto('myinvois_sandbox_documents')
          .values({ ...doc, submission_id: id, position })
          .returning('id')
          .executeTakeFirstOrThrow();
        const refs = [...new Set(referencedUuids)];
        if (refs.length)
          await trx
            .insertInto('myinvois_sandbox_references')
            .values(refs.map((referenced_uuid) => ({ document_id: inserted.id, referenced_uuid })))
            .execute();
      }
    });
  },

  findSubmission(db: Db, submissionUid: string): Promise<SandboxSubmissionRow | undefined> {
    return db
      .selectFrom('myinvois_sandbox_submissions')
      .selectAll()
      .where('submission_uid', '=', submissionUid)
      .executeTakeFirst();
  },

  /** A page of a submission's documents, in submission order. */
  submissionDocuments(
    db: Db,
    submissionId: number,
    page: { offset: number; limit: number },
  ): Promise<SandboxDocumentRow[]> {
    return db
      .selectFrom('myinvois_sandbox_documents')
      .selectAll()
      .where('submission_id', '=', submissionId)
      .orderBy('position')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
  },

  /** A document with the UID of its submission. */
  findDocument(db: Db, uuid: string): Promise<(SandboxDocumentRow & { submission_uid: string }) | undefined> {
    return db
      .selectFrom('myinvois_sandbox_documents as d')
      .innerJoin('myinvois_sandbox_submissions as s', 's.id', 'd.submission_id')
      .selectAll('d')
      .select('s.submission_uid')
      .where('d.uuid', '=', uuid)
      .executeTakeFirst();
  },

  /** Documents by UUID (what notes reference), without their text. */
  documentsByUuid(
    db: Db,
    uuids: readonly string[],
  ): Promise<
    Pick<SandboxDocumentRow, 'uuid' | 'issuer_tin' | 'outcome' | 'validated_at' | 'cancelled_at'>[]
  > {
    if (uuids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('myinvois_sandbox_documents')
      .select(['uuid', 'issuer_tin', 'outcome', 'validated_at', 'cancelled_at'])
      .where('uuid', 'in', [...uuids])
      .execute();
  },

  /** True when a valid (or not yet validated), uncancelled document references `uuid`. */
  async isReferencedByActive(db: Db, uuid: string): Promise<boolean> {
    const row = await db
      .selectFrom('myinvois_sandbox_references as r')
      .innerJoin('myinvois_sandbox_documents as d', 'd.id', 'r.document_id')
      .select('d.id')
      .where('r.referenced_uuid', '=', uuid)
      .where('d.outcome', '=', 'Valid')
      .where('d.cancelled_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Cancels a document unless it already is (one of two racing cancellations wins). */
  async cancel(db: Db, uuid: string, change: { at: string; reason: string }): Promise<boolean> {
    const result = await db
      .updateTable('myinvois_sandbox_documents')
      .set({ cancelled_at: change.at, status_reason: change.reason })
      .where('uuid', '=', uuid)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
