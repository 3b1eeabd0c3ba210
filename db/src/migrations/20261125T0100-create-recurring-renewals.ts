import type { Kysely } from 'kysely';
import { columns } from './table-builder';

/**
 * Replays of a signed provider message are told apart by what the signature covers, not by one field:
 * `payment_transactions.signature` (the message's own hash, lowercased) is unique per provider, so the
 * same signed text with its characters moved between fields is the same message. And a renewal pays one
 * billing period of one order: `recurring_renewals` is unique on (order, period).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  await db.schema.alterTable('payment_transactions').addColumn('signature', 'text').execute();
  await db.schema
    .createIndex('payment_transactions_signature_unique')
    .on('payment_transactions')
    .columns(['provider', 'signature'])
    .unique()
    .execute();
  await db.schema
    .createTable('recurring_renewals')
    .$call((t) => {
      let b = c.ref(c.id(t), 'order_id', 'orders', { cascade: true });
      // The due date (`YYYY-MM-DD`, Malaysia time) of the billing period this renewal paid.
      b = c.text(b, 'period_start', (x) => x.notNull());
      b = c.text(b, 'provider', (x) => x.notNull());
      b = c.text(b, 'transaction_id', (x) => x.notNull());
      return c.createdAt(b);
    })
    .execute();
  await db.schema
    .createIndex('recurring_renewals_period_unique')
    .on('recurring_renewals')
    .columns(['order_id', 'period_start'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recurring_renewals').execute();
  await db.schema.dropIndex('payment_transactions_signature_unique').execute();
  await db.schema.alterTable('payment_transactions').dropColumn('signature').execute();
}
