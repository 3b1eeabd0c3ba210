import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Our LHDN e-Invoices (issue 21): every document we issue (a buyer's own, the month's consolidated ones,
 * credit notes for refunds, self-billed ones for commission payouts) with the JSON as submitted and what
 * MyInvois answered; which orders each buyer-facing invoice covers (an order is covered once); and the tax
 * details a user gives to be invoiced or paid as a supplier.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const steps = schemaSteps(db);
  await steps.create('einvoice_documents', (t) => {
    t = c.id(t);
    t = c.text(t, 'kind', (x) =>
      x.notNull().check(sql`kind in ('individual', 'consolidated', 'credit_note', 'self_billed')`),
    );
    t = c.text(t, 'code_number', (x) => x.notNull().unique());
    // What the document is of (`order:MHR-...`, `month:2026-11:001`, `refund:R-1`, `payout:...`): one each.
    t = c.text(t, 'source_ref', (x) => x.notNull().unique());
    t = c.ref(t, 'order_id', 'orders', { nullable: true });
    t = c.ref(t, 'user_id', 'users', { nullable: true });
    t = c.ref(t, 'original_id', 'einvoice_documents', { nullable: true });
    t = c.text(t, 'period');
    t = c.text(t, 'status', (x) =>
      x
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'submitted', 'valid', 'invalid', 'cancelled')`),
    );
    t = c.text(t, 'document', (x) => x.notNull());
    // The buyer (or, self-billed, the supplier) as JSON: a note against this document names the same party.
    t = c.text(t, 'party');
    t = c.money(t, 'total_payable');
    t = c.text(t, 'submission_uid');
    t = c.text(t, 'uuid', (x) => x.unique());
    t = c.text(t, 'long_id');
    t = c.text(t, 'validation_link');
    t = c.text(t, 'errors');
    t = c.createdAt(t);
    t = c.text(t, 'submitted_at');
    t = c.text(t, 'validated_at');
    t = c.text(t, 'cancelled_at');
    t = c.text(t, 'cancel_reason');
    return c.ref(t, 'cancelled_by', 'users', { nullable: true });
  });
  await steps.index('einvoice_documents_status_idx', 'einvoice_documents', ['status', 'id']);
  await steps.index('einvoice_documents_order_idx', 'einvoice_documents', ['order_id']);
  await steps.create('einvoice_document_orders', (t) => {
    t = c.ref(t, 'document_id', 'einvoice_documents', { cascade: true });
    return c
      .ref(t, 'order_id', 'orders', { cascade: true })
      .addPrimaryKeyConstraint('einvoice_document_orders_pk', ['order_id']);
  });
  await steps.index('einvoice_document_orders_document_idx', 'einvoice_document_orders', ['document_id']);
  await steps.create('user_tax_details', (t) => {
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = t.addPrimaryKeyConstraint('user_tax_details_pk', ['user_id']);
    t = c.text(t, 'tin', (x) => x.notNull());
    t = c.text(t, 'id_type', (x) => x.notNull());
    t = c.text(t, 'id_value', (x) => x.notNull());
    t = c.text(t, 'name', (x) => x.notNull());
    t = c.text(t, 'address', (x) => x.notNull());
    t = c.text(t, 'postcode', (x) => x.notNull());
    t = c.text(t, 'city', (x) => x.notNull());
    t = c.text(t, 'state', (x) => x.notNull());
    t = c.text(t, 'phone', (x) => x.notNull());
    t = c.text(t, 'sst');
    return c.text(t, 'updated_at', (x) => x.notNull());
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_tax_details').ifExists().execute();
  await db.schema.dropTable('einvoice_document_orders').ifExists().execute();
  await db.schema.dropTable('einvoice_documents').ifExists().execute();
}
