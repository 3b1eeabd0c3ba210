import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Issue 21: refunds. A refund is its own record with its own number (`RF-YYYY-NNNNNN`), never an edit of the
 * order; its lines say what each order line gave back and what that undid. `orders.refunded_total` is what
 * refunds that did not fail gave back: every refund moves it with a compare-and-set on the value it read, so
 * two admins refunding at once cannot both spend the same remainder.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const steps = schemaSteps(db);
  await db.schema
    .alterTable('orders')
    .addColumn('refunded_total', 'integer', (x) => x.notNull().defaultTo(0))
    .execute();
  await steps.create('refunds', (t) => {
    t = c.id(t);
    t = c.text(t, 'number', (x) => x.unique());
    t = c.ref(t, 'order_id', 'orders');
    t = c.int(t, 'amount', (x) => x.notNull().check(sql`amount > 0`));
    t = c.money(t, 'tax');
    t = c.text(t, 'destination', (x) => x.notNull().check(sql`destination in ('coins', 'original')`));
    t = c.text(t, 'method', (x) => x.notNull().check(sql`method in ('coins', 'paypal', 'sandbox', 'bank')`));
    t = c.text(t, 'status', (x) => x.notNull().check(sql`status in ('pending', 'paid', 'failed', 'to_pay')`));
    t = c.text(t, 'reason', (x) => x.notNull());
    t = c.money(t, 'coins');
    t = c.text(t, 'provider_ref');
    t = c.text(t, 'bank_name');
    t = c.text(t, 'account_no');
    t = c.text(t, 'account_holder');
    t = c.ref(t, 'admin_id', 'users', { nullable: true });
    t = c.createdAt(t);
    return c.text(t, 'settled_at');
  });
  await steps.index('refunds_order_idx', 'refunds', ['order_id']);
  await steps.create('refund_lines', (t) => {
    t = c.id(t);
    t = c.ref(t, 'refund_id', 'refunds', { cascade: true });
    t = c.ref(t, 'order_item_id', 'order_items');
    t = c.money(t, 'amount');
    t = c.money(t, 'tax');
    t = c.money(t, 'coins_reversed');
    t = c.money(t, 'days_removed');
    t = c.flag(t, 'seat_released');
    t = c.flag(t, 'shipment_cancelled');
    return c.flag(t, 'line_completed');
  });
  await steps.index('refund_lines_refund_idx', 'refund_lines', ['refund_id']);
  await steps.index('refund_lines_item_idx', 'refund_lines', ['order_item_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refund_lines').ifExists().execute();
  await db.schema.dropTable('refunds').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('refunded_total').execute();
}
