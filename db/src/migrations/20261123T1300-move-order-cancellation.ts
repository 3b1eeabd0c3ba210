import { type Kysely, sql } from 'kysely';

/**
 * Orders hold only their payment state (pending -> paid | failed | expired). A paid order whose
 * cancellation was requested or confirmed goes back to `paid`; its package lines take the
 * cancellation state (`pending_cancellation`, `cancelled`) beside the request that records it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update order_packages set status = 'pending_cancellation'
    where status = 'active'
      and order_id in (select id from orders where status = 'pending_cancellation')`.execute(db);
  await sql`update order_packages set status = 'cancelled'
    where order_id in (select id from orders where status = 'cancelled')`.execute(db);
  await sql`update orders set status = 'paid'
    where status in ('pending_cancellation', 'cancelled')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update orders set status = 'cancelled'
    where status = 'paid'
      and id in (select order_id from cancellation_requests where req_cancel = 1 and confirm = 1)`.execute(
    db,
  );
  await sql`update orders set status = 'pending_cancellation'
    where status = 'paid'
      and id in (select order_id from cancellation_requests where req_cancel = 1 and confirm = 0)`.execute(
    db,
  );
  await sql`update order_packages set status = 'active' where status = 'pending_cancellation'`.execute(db);
}
