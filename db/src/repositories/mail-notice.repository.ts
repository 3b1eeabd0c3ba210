import type { Db } from '../connection';
import { AFFILIATE_PAYABLE, affiliateCommissionLines } from './commission.repository';
import { rowById, rowsOfOrder } from './row-lookup';

/**
 * What the product's mails say, read for the mail area (issue 19): the recipient, the order of a receipt or
 * a renewal, an event, a reviewed course, a reseller's application, released commissions.
 */
export const mailNoticeRepository = {
  /** Who a mail goes to: the account's name, address and language. */
  recipient(db: Db, userId: number) {
    return rowById(db, 'users', ['id', 'name', 'email', 'language'], userId);
  },

  order(db: Db, orderId: number) {
    return rowById(
      db,
      'orders',
      [
        'id',
        'order_no',
        'hashslug',
        'user_id',
        'name',
        'email',
        'status',
        'paid_at',
        'grand_total',
        'next_payment_date',
        'recurring_status',
      ],
      orderId,
    );
  },

  /** A refund as its mail names it. */
  refund(db: Db, refundId: number) {
    return rowById(
      db,
      'refunds',
      ['id', 'number', 'order_id', 'amount', 'reason', 'method', 'status', 'coins'],
      refundId,
    );
  },

  lines(db: Db, orderId: number) {
    return rowsOfOrder(
      db,
      'order_items',
      ['item_type', 'item_id', 'name', 'quantity', 'subtotal', 'tax_type', 'tax'],
      orderId,
    );
  },

  /** When the renewal of an order for the period due on `period` was paid. */
  async renewalPaidAt(db: Db, orderId: number, period: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('recurring_renewals')
      .select('created_at')
      .where('order_id', '=', orderId)
      .where('period_start', '=', period)
      .executeTakeFirst();
    return row?.created_at;
  },

  /**
   * Paid card-recurring orders still renewing whose next payment falls on a day in `[from, to]` (pay-link
   * renewals have their own reminders, the renewal-dunning job's).
   */
  renewalsDue(db: Db, from: string, to: string, limit: number) {
    return db
      .selectFrom('orders')
      .select(['id', 'next_payment_date'])
      .where('status', '=', 'paid')
      .where('payment_method', '=', 'senangpay_recurring')
      .where('recurring_status', '=', 'active')
      .where('next_payment_date', '>=', from)
      .where('next_payment_date', '<=', to)
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  event(db: Db, eventId: number) {
    return rowById(
      db,
      'events',
      ['id', 'hashslug', 'name', 'date', 'time', 'location', 'type_id', 'meeting_link'],
      eventId,
    );
  },

  course(db: Db, courseId: number) {
    return rowById(db, 'courses', ['id', 'hashslug', 'user_id', 'kind', 'title', 'reject_reason'], courseId);
  },

  reseller(db: Db, resellerId: number) {
    return rowById(db, 'resellers', ['id', 'user_id', 'reseller_code', 'decline_reason'], resellerId);
  },

  /** Released commissions with the account each is paid to. */
  commissions(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('commissions as c')
      .innerJoin('resellers as r', 'r.id', 'c.reseller_id')
      .select(['c.id', 'c.amount_final', 'c.created_at', 'c.status', 'r.user_id'])
      .where('c.id', 'in', ids)
      .orderBy('c.id')
      .execute();
  },

  /** Affiliate commissions in the shape of `commissions`: the affiliate's user, the amount owed. */
  affiliateCommissions(db: Db, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return affiliateCommissionLines(db)
      .select([...AFFILIATE_PAYABLE, 'c.created_at'])
      .where('c.id', 'in', ids)
      .orderBy('c.id')
      .execute();
  },

  /** The pupils an order's packages are for when the buyer is someone else (a guardian), with each package. */
  packagesForOthers(db: Db, orderId: number) {
    return db
      .selectFrom('order_packages as op')
      .innerJoin('orders as o', 'o.id', 'op.order_id')
      .innerJoin('packages as p', 'p.id', 'op.package_id')
      .select(['op.student_user_id as pupil_id', 'p.name as package'])
      .where('op.order_id', '=', orderId)
      .whereRef('op.student_user_id', '<>', 'o.user_id')
      .orderBy('op.id')
      .execute();
  },
};
