import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns } from './table-builder';

/**
 * The built-in MyInvois sandbox (issue 21): submissions and documents as LHDN would hold them, so the
 * sandbox answers the same after a restart and from any instance on one database. Amounts in sen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema
    .createTable('myinvois_sandbox_submissions')
    .$call((t) => {
      t = c.id(t);
      t = c.text(t, 'submission_uid', (x) => x.notNull().unique());
      t = c.text(t, 'taxpayer_tin', (x) => x.notNull());
      t = c.text(t, 'payload_hash', (x) => x.notNull());
      t = c.int(t, 'document_count', (x) => x.notNull().check(sql`document_count >= 0`));
      return c.text(t, 'received_at', (x) => x.notNull());
    })
    .execute();
  // A repeated submission is spotted by its payload's hash within ten minutes.
  await db.schema
    .createIndex('myinvois_sandbox_submissions_payload_idx')
    .on('myinvois_sandbox_submissions')
    .columns(['taxpayer_tin', 'payload_hash', 'received_at'])
    .execute();

  await db.schema
    .createTable('myinvois_sandbox_documents')
    .$call((t) => {
      t = c.id(t);
      t = c.text(t, 'uuid', (x) => x.notNull().unique());
      t = c.text(t, 'long_id', (x) => x.notNull().unique());
      t = c.ref(t, 'submission_id', 'myinvois_sandbox_submissions', { cascade: true });
      t = c.int(t, 'position', (x) => x.notNull());
      t = c.text(t, 'internal_id', (x) => x.notNull());
      t = c.text(t, 'type_code', (x) => x.notNull());
      t = c.text(t, 'type_name', (x) => x.notNull());
      t = c.text(t, 'type_version', (x) => x.notNull());
      t = c.text(t, 'issuer_tin', (x) => x.notNull());
      t = c.text(t, 'issuer_name', (x) => x.notNull());
      t = c.text(t, 'receiver_id', (x) => x.notNull());
      t = c.text(t, 'receiver_name', (x) => x.notNull());
      t = c.text(t, 'issued_at', (x) => x.notNull());
      t = c.text(t, 'received_at', (x) => x.notNull());
      t = c.text(t, 'validated_at', (x) => x.notNull());
      t = c.text(t, 'outcome', (x) => x.notNull().check(sql`outcome in ('Valid', 'Invalid')`));
      t = c.text(t, 'validation_steps', (x) => x.notNull());
      t = c.money(t, 'total_excluding_tax');
      t = c.money(t, 'total_discount');
      t = c.money(t, 'total_net');
      t = c.money(t, 'total_payable');
      t = c.text(t, 'document', (x) => x.notNull());
      t = c.text(t, 'document_hash', (x) => x.notNull());
      t = c.text(t, 'cancelled_at');
      return c.text(t, 'status_reason');
    })
    .execute();
  await db.schema
    .createIndex('myinvois_sandbox_documents_submission_idx')
    .on('myinvois_sandbox_documents')
    .columns(['submission_id', 'position'])
    .execute();

  // Which documents a note references: its original may not be cancelled while the note stands.
  await db.schema
    .createTable('myinvois_sandbox_references')
    .$call((t) => {
      t = c.ref(t, 'document_id', 'myinvois_sandbox_documents', { cascade: true });
      return c.text(t, 'referenced_uuid', (x) => x.notNull());
    })
    .addPrimaryKeyConstraint('myinvois_sandbox_references_pk', ['document_id', 'referenced_uuid'])
    .execute();
  await db.schema
    .createIndex('myinvois_sandbox_references_uuid_idx')
    .on('myinvois_sandbox_references')
    .column('referenced_uuid')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('myinvois_sandbox_references').ifExists().execute();
  await db.schema.dropTable('myinvois_sandbox_documents').ifExists().execute();
  await db.schema.dropTable('myinvois_sandbox_submissions').ifExists().execute();
}
