import { type Kysely, sql } from 'kysely';

/**
 * Dashboard summaries kept by the `order.paid` handler, so the dashboards read a few hundred rows however
 * many orders there are: paid sales per UTC hour (`YYYY-MM-DDTHH`, folded into Malaysia days when read),
 * each tutor's course-line sales, and the orders already counted (the handler's idempotency key).
 * Existing paid orders are counted here once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sales_hourly')
    .addColumn('hour', 'text', (c) => c.primaryKey())
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('tutor_sales')
    .addColumn('tutor_id', 'integer', (c) => c.primaryKey())
    .addColumn('total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lines', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('sales_counted_orders')
    .addColumn('order_id', 'integer', (c) => c.primaryKey())
    .execute();
  await sql`insert into sales_counted_orders (order_id)
    select id from orders where status = 'paid' and paid_at is not null`.execute(db);
  await sql`insert into sales_hourly (hour, total, orders)
    select substr(paid_at, 1, 13), sum(grand_total), count(*) from orders
    where status = 'paid' and paid_at is not null group by substr(paid_at, 1, 13)`.execute(db);
  await sql`insert into tutor_sales (tutor_id, total, lines)
    select c.user_id, sum(oi.subtotal), count(*) from order_items oi
    join orders o on o.id = oi.order_id join courses c on c.id = oi.item_id
    where oi.item_type = 'course' and o.status = 'paid' and o.paid_at is not null
    group by c.user_id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sales_counted_orders').execute();
  await db.schema.dropTable('tutor_sales').execute();
  await db.schema.dropTable('sales_hourly').execute();
}
