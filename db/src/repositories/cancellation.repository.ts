import type { Db } from '../connection';

/** Subscription cancellation requests as admins see and approve them. */
export const cancellationRepository = {
  /** Requests no admin has handled yet (the sidebar badge). */
  async countUnseen(db: Db): Promise<number> {
    const row = await db
      .selectFrom('cancellation_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seen_by_admin', '=', 0)
      .where('confirm', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Every request with its order, requester and package: waiting ones first, then newest first. */
  list(db: Db) {
    return db
      .selectFrom('cancellation_requests as cr')
      .innerJoin('orders as o', 'o.id', 'cr.order_id')
      .innerJoin('users as u', 'u.id', 'cr.user_id')
      .leftJoin('order_packages as op', 'op.id', 'cr.order_package_id')
      .leftJoin('packages as p', 'p.id', 'op.package_id')
      .select([
        'cr.id',
        'cr.confirm',
        'cr.created_at',
        'cr.confirmed_at',
        'o.order_no',
        'o.hashslug as order_hashslug',
        'o.grand_total',
        'u.name',
        'u.email',
        'p.name as package_name',
      ])
      .orderBy('cr.confirm')
      .orderBy('cr.created_at', 'desc')
      .orderBy('cr.id', 'desc')
      .limit(500)
      .execute();
  },

  find(db: Db, id: number) {
    return db
      .selectFrom('cancellation_requests as cr')
      .innerJoin('orders as o', 'o.id', 'cr.order_id')
      .select(['cr.id', 'cr.order_id', 'cr.order_package_id', 'cr.confirm', 'o.status as order_status'])
      .where('cr.id', '=', id)
      .executeTakeFirst();
  },

  /** Confirms a waiting request (and marks it seen); false when it was confirmed meanwhile. */
  async confirm(db: Db, id: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('cancellation_requests')
      .set({ confirm: 1, seen_by_admin: 1, confirmed_at: at })
      .where('id', '=', id)
      .where('confirm', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The order's package lines end: `cancelled`. */
  async cancelPackages(db: Db, orderId: number): Promise<void> {
    await db
      .updateTable('order_packages')
      .set({ status: 'cancelled' })
      .where('order_id', '=', orderId)
      .where('status', 'in', ['active', 'pending_cancellation'])
      .execute();
  },

  /** The order's live course subscriptions end now; their ids and courses, for the subscriber counters. */
  async endSubscriptions(db: Db, orderId: number, at: string) {
    return db
      .updateTable('subscriptions')
      .set({ status: 'cancelled', is_unsubscribe: 1, ended_at: at, next_payment_date: null })
      .where('order_id', '=', orderId)
      .where('status', 'in', ['active', 'pending_cancellation'])
      .returning(['id', 'course_id'])
      .execute();
  },

  /** No more renewals: a recurring order's plan moves to `cancelled`. */
  async stopRenewals(db: Db, orderId: number): Promise<void> {
    await db
      .updateTable('orders')
      .set({ recurring_status: 'cancelled', next_payment_date: null })
      .where('id', '=', orderId)
      .where('recurring_status', 'is not', null)
      .execute();
  },
};
