import type { Kysely } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * Coupons (issue 21, docs/coupons-refunds.md): admin-made codes, their redemptions (one per order, counted
 * atomically on `redeemed_count`), the code a cart carries, and the coupon an order was placed with.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const { create, index } = schemaSteps(db);
  await create('coupons', (t) => {
    t = c.id(t);
    t = c.text(t, 'code', (x) => x.notNull().unique());
    t = c.text(t, 'value_kind', (x) => x.notNull());
    t = c.int(t, 'value', (x) => x.notNull());
    t = c.text(t, 'product_types', (x) => x.notNull());
    t = c.money(t, 'min_spend');
    t = c.text(t, 'starts_at');
    t = c.text(t, 'ends_at');
    t = c.int(t, 'total_limit');
    t = c.int(t, 'per_user_limit');
    t = c.text(t, 'owner_kind');
    t = c.int(t, 'owner_id');
    t = c.ref(t, 'owner_user_id', 'users', { nullable: true });
    t = c.flag(t, 'active', 1);
    t = c.money(t, 'redeemed_count');
    t = c.ref(t, 'created_by', 'users', { nullable: true });
    t = c.createdAt(t);
    return c.text(t, 'updated_at', (x) => x.notNull());
  });
  await create('coupon_redemptions', (t) => {
    t = c.id(t);
    t = c.ref(t, 'coupon_id', 'coupons');
    t = c.ref(t, 'user_id', 'users', { nullable: true });
    t = c.ref(t, 'order_id', 'orders', { cascade: true });
    t = c.money(t, 'discount');
    // Whether it took a place in `redeemed_count` (only coupons with a limit count, so unlimited ones never lock).
    t = c.flag(t, 'counted', 1);
    return c.createdAt(t);
  });
  await index('coupon_redemptions_order_uq', 'coupon_redemptions', ['order_id'], true);
  await index('coupon_redemptions_user_idx', 'coupon_redemptions', ['coupon_id', 'user_id']);
  await db.schema.alterTable('carts').addColumn('coupon_code', 'text').execute();
  await db.schema.alterTable('orders').addColumn('coupon_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('coupon_code').execute();
  await db.schema.alterTable('carts').dropColumn('coupon_code').execute();
  await db.schema.dropTable('coupon_redemptions').ifExists().execute();
  await db.schema.dropTable('coupons').ifExists().execute();
}
