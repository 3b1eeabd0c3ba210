import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * The money spine: an outbox, job leases, payment transactions unique per provider, fulfilment and
 * attribution records, order expiry and recurring fields, and idempotent ledger entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const { create, index } = schemaSteps(db);
  const addText = (table: string, name: string) =>
    db.schema.alterTable(table).addColumn(name, 'text').execute();

  await create('outbox', (t) => {
    t = c.text(c.id(t), 'topic', (x) => x.notNull());
    t = c.text(t, 'payload', (x) => x.notNull());
    t = c.createdAt(t);
    t = c.text(t, 'processed_at');
    t = c.int(t, 'attempts', (x) => x.notNull().defaultTo(0));
    t = c.text(t, 'last_error');
    // Doubles as the claim: a worker pushes it forward before handling, so no other worker takes the row.
    return c.createdAt(t, 'next_attempt_at');
  });
  await index('outbox_due_idx', 'outbox', ['processed_at', 'next_attempt_at']);

  await create('job_leases', (t) => {
    t = c.text(t, 'name', (x) => x.primaryKey());
    t = c.text(t, 'holder');
    t = c.text(t, 'lease_until', (x) => x.notNull());
    return c.text(t, 'last_run_at');
  });

  await create('payment_transactions', (t) => {
    t = c.ref(c.id(t), 'order_id', 'orders', { cascade: true });
    t = c.text(t, 'provider', (x) => x.notNull());
    t = c.text(t, 'transaction_id', (x) => x.notNull());
    t = c.text(t, 'kind', (x) => x.notNull());
    t = c.text(t, 'status', (x) => x.notNull());
    t = c.money(t, 'amount');
    t = c.text(t, 'outcome', (x) => x.notNull());
    t = c.text(t, 'payload', (x) => x.notNull());
    return c.createdAt(t);
  });
  await index('payment_transactions_unique', 'payment_transactions', ['provider', 'transaction_id'], true);
  await index('payment_transactions_order_idx', 'payment_transactions', ['order_id']);

  await create('fulfilments', (t) => {
    t = c.ref(c.id(t), 'order_id', 'orders', { cascade: true });
    t = c.ref(t, 'order_item_id', 'order_items', { cascade: true });
    t = c.text(t, 'handler', (x) => x.notNull());
    return c.createdAt(t);
  });
  await index('fulfilments_once', 'fulfilments', ['order_item_id', 'handler'], true);

  await create('order_attributions', (t) => {
    t = c.ref(c.id(t), 'order_id', 'orders', { cascade: true });
    t = c.text(t, 'kind', (x) => x.notNull());
    t = c.int(t, 'reseller_id');
    t = c.int(t, 'affiliate_id');
    t = c.text(t, 'code');
    t = c.money(t, 'amount');
    return c.createdAt(t);
  });
  await index('order_attributions_once', 'order_attributions', ['order_id', 'kind'], true);

  for (const name of ['expires_at', 'next_payment_date', 'recurring_status', 'provider_ref', 'reseller_code'])
    await addText('orders', name);
  await index('orders_expiry_idx', 'orders', ['status', 'expires_at']);
  await addText('order_items', 'details');
  await addText('ledger_entries', 'idempotency_key');
  await index('ledger_entries_once', 'ledger_entries', ['idempotency_key'], true);

  // One payment state set: pending -> paid | failed | expired.
  await sql`update orders set status = 'pending' where status = 'pending_payment'`.execute(db);
  await sql`update orders set recurring_status = 'active', next_payment_date = (
      select max(p.next_recurring_date) from payments p where p.order_id = orders.id
    ) where payment_method = 'senangpay_recurring' and status = 'paid'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update orders set status = 'pending_payment' where status = 'pending'`.execute(db);
  await db.schema.dropIndex('ledger_entries_once').ifExists().execute();
  await db.schema.alterTable('ledger_entries').dropColumn('idempotency_key').execute();
  await db.schema.alterTable('order_items').dropColumn('details').execute();
  await db.schema.dropIndex('orders_expiry_idx').ifExists().execute();
  for (const name of ['expires_at', 'next_payment_date', 'recurring_status', 'provider_ref', 'reseller_code'])
    await db.schema.alterTable('orders').dropColumn(name).execute();
  for (const table of ['order_attributions', 'fulfilments', 'payment_transactions', 'job_leases', 'outbox'])
    await db.schema.dropTable(table).ifExists().execute();
}
