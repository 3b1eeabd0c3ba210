import type { Kysely } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Renewals without a card (issue 21, docs/coupons-refunds.md): `renewal_dunning` keeps where a subscription
 * order renewed by pay link stands for its current due date (`active`, `grace`, `expired`) and which
 * reminders went out (`sent`, JSON); a pay-link order names the subscription order it renews
 * (`orders.renewal_of`) and the due date it was made for (`orders.renewal_period`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const steps = schemaSteps(db);
  await steps.create('renewal_dunning', (t) => {
    t = c.id(t);
    t = c.ref(t, 'order_id', 'orders');
    t = c.text(t, 'due_date', (x) => x.notNull());
    t = c.text(t, 'status', (x) => x.notNull());
    t = c.text(t, 'last_day', (x) => x.notNull());
    t = c.text(t, 'sent', (x) => x.notNull().defaultTo('[]'));
    t = c.flag(t, 'card_failed');
    return c.text(t, 'updated_at', (x) => x.notNull());
  });
  await steps.index('renewal_dunning_order_idx', 'renewal_dunning', ['order_id'], true);
  await db.schema.alterTable('orders').addColumn('renewal_of', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('renewal_period', 'text').execute();
  await steps.index('orders_renewal_of_idx', 'orders', ['renewal_of']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_renewal_of_idx').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('renewal_period').execute();
  await db.schema.alterTable('orders').dropColumn('renewal_of').execute();
  await db.schema.dropTable('renewal_dunning').ifExists().execute();
}
