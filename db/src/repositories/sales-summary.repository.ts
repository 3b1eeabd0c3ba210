import { sql, type Transaction } from 'kysely';
import type { Database } from '../schema';

/** The dashboards' summaries: paid sales per UTC hour and per tutor, each order counted once. */
export const salesSummaryRepository = {
  /** Marks an order counted; false when it already was (a replayed event). */
  async markCounted(trx: Transaction<Database>, orderId: number): Promise<boolean> {
    const r = await trx
      .insertInto('sales_counted_orders')
      .values({ order_id: orderId })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
  },

  /** A paid order's total and time, with its course-line sales per tutor. */
  async paidOrder(trx: Transaction<Database>, orderId: number) {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'status', 'paid_at', 'grand_total'])
      .where('id', '=', orderId)
      .executeTakeFirst();
    const tutors = await trx
      .selectFrom('order_items as oi')
      .innerJoin('courses as c', 'c.id', 'oi.item_id')
      .select([
        'c.user_id',
        (eb) => eb.fn.sum<number | string>('oi.subtotal').as('total'),
        (eb) => eb.fn.countAll<number | string>().as('lines'),
      ])
      .where('oi.order_id', '=', orderId)
      .where('oi.item_type', '=', 'course')
      .groupBy('c.user_id')
      .execute();
    return {
      order,
      tutors: tutors.map((t) => ({ tutorId: t.user_id, total: Number(t.total), lines: Number(t.lines) })),
    };
  },

  async addHour(trx: Transaction<Database>, hour: string, total: number): Promise<void> {
    await trx
      .insertInto('sales_hourly')
      .values({ hour, total, orders: 1 })
      .onConflict((oc) =>
        oc.column('hour').doUpdateSet({
          total: sql`sales_hourly.total + excluded.total`,
          orders: sql`sales_hourly.orders + 1`,
        }),
      )
      .execute();
  },

  async addTutor(trx: Transaction<Database>, tutorId: number, total: number, lines: number): Promise<void> {
    await trx
      .insertInto('tutor_sales')
      .values({ tutor_id: tutorId, total, lines })
      .onConflict((oc) =>
        oc.column('tutor_id').doUpdateSet({
          total: sql`tutor_sales.total + excluded.total`,
          lines: sql`tutor_sales.lines + excluded.lines`,
        }),
      )
      .execute();
  },

  /** Recounts every paid order from scratch (after a bulk load such as the demo seed); run it in a transaction. */
  async rebuild(trx: Transaction<Database>): Promise<void> {
    await trx.deleteFrom('sales_counted_orders').execute();
    await trx.deleteFrom('sales_hourly').execute();
    await trx.deleteFrom('tutor_sales').execute();
    await sql`insert into sales_counted_orders (order_id)
        select id from orders where status = 'paid' and paid_at is not null`.execute(trx);
    await sql`insert into sales_hourly (hour, total, orders)
        select substr(paid_at, 1, 13), sum(grand_total), count(*) from orders
        where status = 'paid' and paid_at is not null group by substr(paid_at, 1, 13)`.execute(trx);
    await sql`insert into tutor_sales (tutor_id, total, lines)
        select c.user_id, sum(oi.subtotal), count(*) from order_items oi
        join orders o on o.id = oi.order_id join courses c on c.id = oi.item_id
        where oi.item_type = 'course' and o.status = 'paid' and o.paid_at is not null
        group by c.user_id`.execute(trx);
  },
};
