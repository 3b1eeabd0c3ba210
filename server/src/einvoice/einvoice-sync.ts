import type { Db } from '@mahir/db';
import { type EInvoiceDocumentRow, einvoiceRepository } from '@mahir/db/repositories/einvoice.repository';
import { batchesForSubmission } from '@mahir/shared/einvoice/index';
import type { MyInvoisClient } from './myinvois-client';

/** Documents one run sends or polls at most (a month of 100,000 orders is about 280 documents). */
const RUN_LIMIT = 1000;

export interface SyncReport {
  submitted: number;
  rejected: number;
  valid: number;
  invalid: number;
}

/**
 * Sends our pending e-Invoices to MyInvois in batches of its limits (100 documents, 5 MB), then reads the
 * state of those submitted and records each outcome (validation link, or the validation errors). Every
 * change moves a document on only from the state it was read in, so two runs never record one twice; a
 * failed call leaves the documents where they were for the next run.
 */
export async function syncEInvoices(db: Db, client: MyInvoisClient, now: Date): Promise<SyncReport> {
  const report: SyncReport = { submitted: 0, rejected: 0, valid: 0, invalid: 0 };
  await submitPending(db, client, now, report);
  await pollSubmitted(db, client, report);
  return report;
}

async function submitPending(db: Db, client: MyInvoisClient, now: Date, report: SyncReport): Promise<void> {
  const pending = await einvoiceRepository.inStatus(db, 'pending', RUN_LIMIT);
  const prepared = pending.map((row) => ({ row, codeNumber: row.code_number, json: row.document }));
  for (const batch of batchesForSubmission(prepared)) {
    const result = await client.submit(batch.map(({ codeNumber, json }) => ({ codeNumber, json })));
    const byCode = new Map(batch.map((p) => [p.codeNumber, p.row]));
    const at = now.toISOString();
    for (const a of result.accepted) {
      const row = byCode.get(a.codeNumber);
      if (!row) continue;
      await einvoiceRepository.transition(db, row.id, 'pending', {
        status: 'submitted',
        submission_uid: result.submissionUid,
        uuid: a.uuid,
        submitted_at: at,
      });
      report.submitted++;
    }
    for (const r of result.rejected) {
      const row = byCode.get(r.codeNumber);
      if (!row) continue;
      await einvoiceRepository.transition(db, row.id, 'pending', {
        status: 'invalid',
        submission_uid: result.submissionUid,
        submitted_at: at,
        errors: JSON.stringify(r.error),
      });
      report.rejected++;
    }
  }
}

async function pollSubmitted(db: Db, client: MyInvoisClient, report: SyncReport): Promise<void> {
  const submitted = await einvoiceRepository.inStatus(db, 'submitted', RUN_LIMIT);
  const bySubmission = new Map<string, EInvoiceDocumentRow[]>();
  for (const row of submitted) {
    if (!row.submission_uid) continue;
    bySubmission.set(row.submission_uid, [...(bySubmission.get(row.submission_uid) ?? []), row]);
  }
  for (const [uid, rows] of bySubmission) {
    const status = await client.getSubmission(uid);
    const byUuid = new Map(status.documents.map((d) => [d.uuid, d]));
    for (const row of rows) {
      const doc = row.uuid ? byUuid.get(row.uuid) : undefined;
      if (!doc || doc.status === 'Submitted') continue;
      if (doc.status === 'Valid' && doc.longId) {
        await einvoiceRepository.transition(db, row.id, 'submitted', {
          status: 'valid',
          long_id: doc.longId,
          validation_link: client.validationLink(doc.uuid, doc.longId),
          validated_at: doc.validatedAt,
        });
        report.valid++;
      } else if (doc.status === 'Invalid') {
        const details = await client.getDocumentDetails(doc.uuid);
        await einvoiceRepository.transition(db, row.id, 'submitted', {
          status: 'invalid',
          validated_at: doc.validatedAt,
          errors: JSON.stringify(
            details.validationResults.validationSteps.filter((s) => s.status === 'Invalid'),
          ),
        });
        report.invalid++;
      } else if (doc.status === 'Cancelled') {
        await einvoiceRepository.transition(db, row.id, 'submitted', {
          status: 'cancelled',
          cancelled_at: doc.cancelledAt,
        });
      }
    }
  }
}
