import { type Db, dialectOf } from '@mahir/db';
import { salesSummaryRepository } from '@mahir/db/repositories/sales-summary.repository';
import { sql } from 'kysely';
import { approvedResellerIds, pickTable } from './pick-table';

/** How the bulk orders spread: two years back from now, one course line each. */
const SPAN_SECONDS = 2 * 365 * 86_400;

export interface BulkOrderSummary {
  orders: number;
  paid: number;
  subscriptions: number;
  commissions: number;
  ms: number;
}

/**
 * Adds `count` orders in a few set-based statements (a generated series, no row-by-row round trips):
 * 85 % paid, the rest expired or failed, spread evenly over two years to now with a jitter within the
 * hour; each with one course line over every published course, every tenth with a subscription and
 * every fifth paid one with a reseller commission. Then the sales summaries are recounted and the planner
 * statistics refreshed.
 */
export async function insertBulkOrders(db: Db, count: number, now = new Date()): Promise<BulkOrderSummary> {
  const started = performance.now();
  const postgres = dialectOf(db) === 'postgres';
  const courses = await db
    .selectFrom('courses')
    .select('id')
    .where('status_id', '=', 1)
    .orderBy('id')
    .execute();
  const users = await db.selectFrom('users').select('id').orderBy('id').execute();
  const resellers = await approvedResellerIds(db);
  await pickTable(
    db,
    'bench_course_pick',
    'id',
    courses.map((c) => c.id),
  );
  await pickTable(
    db,
    'bench_user_pick',
    'id',
    users.map((u) => u.id),
  );
  await pickTable(db, 'bench_reseller_pick', 'id', resellers);
  const firstId = Number(
    (
      await db
        .selectFrom('orders')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m ?? 0,
  );
  const nowSec = Math.floor(now.getTime() / 1000);
  const series = postgres
    ? sql`generate_series(1::bigint, ${sql.lit(count)}::bigint) as s(i)`
    : sql`(with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(count)}) select i from n) as s`;
  const at = (seconds: ReturnType<typeof sql>) =>
    postgres
      ? sql`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
  const seconds = sql`${sql.lit(nowSec)} - (s.i * ${sql.lit(SPAN_SECONDS)} / ${sql.lit(count)}) - ((s.i * 7919) % 3600)`;
  const total = sql`(1000 + (s.i * 7919) % 49000)`;
  const paid = sql`(s.i % 20 < 17)`;
  const userCount = users.length;

  await sql`insert into orders (hashslug, order_no, user_id, type, status, subtotal, discount_total, coins_used,
      points_used, grand_total, payment_method, created_at, paid_at)
    select 'bench-' || s.i, 'BENCH-' || s.i,
      (select id from bench_user_pick where k = s.i % ${sql.lit(userCount)}),
      'course',
      case when ${paid} then 'paid' when s.i % 20 = 19 then 'failed' else 'expired' end,
      ${total}, 0, 0, 0, ${total}, 'senangpay', ${at(seconds)},
      case when ${paid} then ${at(seconds)} else null end
    from ${series}`.execute(db);

  await sql`insert into order_items (order_id, item_type, item_id, name, unit_price, quantity, discount, subtotal)
    select o.id, 'course', p.id, 'Kursus', o.grand_total, 1, 0, o.grand_total
    from orders o join bench_course_pick p on p.k = o.id % ${sql.lit(courses.length)}
    where o.id > ${firstId}`.execute(db);

  await sql`insert into subscriptions (user_id, course_id, order_id, source, status, is_unsubscribe, started_at)
    select o.user_id, p.id, o.id, 'paid', 'active', 0, o.paid_at
    from orders o join bench_course_pick p on p.k = o.id % ${sql.lit(courses.length)}
    where o.id > ${firstId} and o.status = 'paid' and o.id % 10 = 0`.execute(db);

  await sql`insert into commissions (hashslug, reseller_id, order_id, amount, amount_final, kind, status, created_at, paid_at)
    select 'bench-c-' || o.id, r.id, o.id, o.grand_total / 5, o.grand_total / 5, 'direct',
      case when o.paid_at < ${at(sql.lit(nowSec - 60 * 86_400))} then 'paid' else 'pending_payment' end,
      o.paid_at,
      case when o.paid_at < ${at(sql.lit(nowSec - 60 * 86_400))} then o.paid_at else null end
    from orders o join bench_reseller_pick r on r.k = o.id % ${sql.lit(resellers.length)}
    where o.id > ${firstId} and o.status = 'paid' and o.id % 5 = 0`.execute(db);

  // Bulk-loaded orders raise no events, so their summaries are counted the way the migration counts
  // existing orders.
  await db.transaction().execute((trx) => salesSummaryRepository.rebuild(trx));
  // What autovacuum does on a live PostgreSQL (index-only scans need the visibility map); SQLite analyzes.
  await (postgres ? sql`vacuum analyze` : sql`analyze`).execute(db);
  const countOf = async (table: 'orders' | 'subscriptions' | 'commissions', extra = sql`1 = 1`) =>
    Number(
      (
        await sql<{
          n: number | string;
        }>`select count(*) as n from ${sql.table(table)} where ${extra}`.execute(db)
      ).rows[0]?.n ?? 0,
    );
  return {
    orders: await countOf('orders'),
    paid: await countOf('orders', sql`status = 'paid'`),
    subscriptions: await countOf('subscriptions'),
    commissions: await countOf('commissions'),
    ms: performance.now() - started,
  };
}
