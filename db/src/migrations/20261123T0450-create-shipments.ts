import type { Kysely } from 'kysely';
import { columns } from './table-builder';

/** Merchandise shipments: one per paid merchandise order line, with the shipping form's details. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  let t = db.schema.createTable('shipments');
  t = c.ref(c.id(t), 'order_id', 'orders', { cascade: true });
  t = c.ref(t, 'order_item_id', 'order_items', { cascade: true });
  t = c.int(t, 'merchandise_id', (x) => x.notNull());
  t = c.int(t, 'quantity', (x) => x.notNull());
  for (const n of ['name', 'email', 'phone_no', 'address1', 'postcode', 'city'])
    t = c.text(t, n, (x) => x.notNull());
  t = c.text(t, 'address2');
  t = c.ref(t, 'state_id', 'states', { nullable: true });
  t = c.text(t, 'status', (x) => x.notNull().defaultTo('pending'));
  t = c.createdAt(t);
  await t.execute();
  // One shipment per order line: a retried fulfilment finds it and writes nothing.
  await db.schema
    .createIndex('shipments_item_once')
    .on('shipments')
    .column('order_item_id')
    .unique()
    .execute();
  await db.schema.createIndex('shipments_order_idx').on('shipments').column('order_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipments').ifExists().execute();
}
