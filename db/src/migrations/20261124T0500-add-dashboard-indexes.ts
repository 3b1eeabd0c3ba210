import type { Kysely } from 'kysely';

/**
 * Dashboards read paid orders by time and tutors' sales by course, so covering indexes answer them
 * without touching the rows: sales by `paid_at`, course lines by course, subscriptions by course and
 * start, and by course and status (a tutor's distinct students). A reseller application keeps the admin's decision (declined with a reason, or approved) and when.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_paid_sales_idx')
    .on('orders')
    .columns(['status', 'paid_at', 'grand_total'])
    .execute();
  await db.schema
    .createIndex('order_items_line_idx')
    .on('order_items')
    .columns(['item_type', 'item_id', 'order_id', 'subtotal'])
    .execute();
  await db.schema
    .createIndex('subscriptions_course_start_idx')
    .on('subscriptions')
    .columns(['course_id', 'started_at', 'user_id'])
    .execute();
  await db.schema
    .createIndex('subscriptions_course_status_user_idx')
    .on('subscriptions')
    .columns(['course_id', 'status', 'user_id'])
    .execute();
  await db.schema.alterTable('resellers').addColumn('decline_reason', 'text').execute();
  await db.schema.alterTable('resellers').addColumn('decided_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resellers').dropColumn('decided_at').execute();
  await db.schema.alterTable('resellers').dropColumn('decline_reason').execute();
  await db.schema.dropIndex('subscriptions_course_status_user_idx').execute();
  await db.schema.dropIndex('subscriptions_course_start_idx').execute();
  await db.schema.dropIndex('order_items_line_idx').execute();
  await db.schema.dropIndex('orders_paid_sales_idx').execute();
}
